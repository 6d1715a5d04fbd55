import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** Children of /dashboard/receptionist: the front desk and bookings. */
export const receptionistRoutes: AppRoute[] = [
  {
    path: '',
    title: 'Front Desk',
    Page: lazyPage(() => import('./front-desk-page').then((m) => m.FrontDeskPage)),
  },
  {
    path: 'planner',
    title: 'Room Planner',
    Page: lazyPage(() => import('./planner/planner-page').then((m) => m.PlannerPage)),
  },
  {
    path: 'bookings',
    title: 'Bookings',
    Page: lazyPage(() => import('./bookings/desk-bookings-page').then((m) => m.DeskBookingsPage)),
  },
];
