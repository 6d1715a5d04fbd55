import type { RouteObject } from 'react-router';

/** /dashboard/guest (spec §2: no sub-routes). The router wraps it in RequireRole and the public layout. */
export const guestRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Guest Dashboard' },
    lazy: () => import('./guest-dashboard-page').then((m) => ({ Component: m.GuestDashboardPage })),
  },
];
