import { paths } from '@/lib/paths';

/** The navbar's and the footer's quick links (spec §2), in order. */
export const SITE_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.rooms, label: 'Rooms' },
  { to: paths.about, label: 'About' },
  { to: paths.services, label: 'Services' },
  { to: paths.amenities, label: 'Amenities' },
  { to: paths.contact, label: 'Contact' },
] as const;

/** The footer's service types (spec §2). */
export const SERVICE_TYPES = [
  'Room Service',
  'Concierge',
  'Spa & Wellness',
  'Laundry',
  'Transportation',
  'Event Planning',
] as const;
