import { roomCountPageData } from '@/features/rooms/page-data';
import type { ServerPage } from '@/lib/server-page';

/** The home page: its figures count the hotel's rooms. */
export const homePageData: Readonly<Record<string, ServerPage>> = { '': roomCountPageData };
