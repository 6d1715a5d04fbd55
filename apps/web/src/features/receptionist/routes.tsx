import type { RouteObject } from 'react-router';

/** Children of /dashboard/receptionist: the front desk and bookings. */
export const receptionistRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Front Desk' },
    lazy: () => import('./front-desk-page').then((m) => ({ Component: m.FrontDeskPage })),
  },
  {
    path: 'bookings',
    handle: { title: 'Bookings' },
    lazy: () => import('./bookings/desk-bookings-page').then((m) => ({ Component: m.DeskBookingsPage })),
  },
];
