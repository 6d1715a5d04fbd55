import { DASHBOARD_PATH, type Role } from '@hotel/shared/constants';

/** Every URL of the app in one table (spec §2). Build links from here, never by hand. */
export const paths = {
  home: '/',
  rooms: '/rooms',
  room: (id: string) => `/room/${encodeURIComponent(id)}`,
  about: '/about',
  services: '/services',
  amenities: '/amenities',
  contact: '/contact',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: (role: Role) => DASHBOARD_PATH[role],
  panel: (role: Role, page: string) => (page ? `${DASHBOARD_PATH[role]}/${page}` : DASHBOARD_PATH[role]),
} as const;
