import type { RouteObject } from 'react-router';

/** Children of /dashboard/housekeeping: one index route (spec §2). */
export const housekeepingRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Housekeeping Dashboard' },
    lazy: () => import('./housekeeping-page').then((m) => ({ Component: m.HousekeepingPage })),
  },
];
