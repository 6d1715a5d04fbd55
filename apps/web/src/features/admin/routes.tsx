import type { RouteObject } from 'react-router';
import { staffScreenRoutes as shared } from '@/features/staff-screens/routes';

/** Children of /dashboard/admin; every page is its own lazily loaded chunk. `handle.title` heads the page. */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Dashboard Overview' },
    lazy: () => import('./overview/overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  shared.staff,
  shared.rooms,
  shared.bookings,
  shared.reviews,
  {
    path: 'billing',
    handle: { title: 'Billing' },
    lazy: () => import('./billing/billing-page').then((m) => ({ Component: m.BillingPage })),
  },
  shared.guest,
  shared.taskassign,
  {
    path: 'activity',
    handle: { title: 'Activity' },
    lazy: () => import('./activity/activity-page').then((m) => ({ Component: m.ActivityPage })),
  },
];
