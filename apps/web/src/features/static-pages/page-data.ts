import { roomCountPageData } from '@/features/rooms/page-data';
import type { ServerPage } from '@/lib/server-page';

/** The hotel's own pages: about counts the rooms; services and amenities are drawn from their own words. */
export const staticPageData: Readonly<Record<string, ServerPage>> = {
  about: roomCountPageData,
  services: {},
  amenities: {},
};
