import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** Children of /dashboard/housekeeping: one index route (spec §2). */
export const housekeepingRoutes: AppRoute[] = [
  {
    path: '',
    title: 'Housekeeping Dashboard',
    Page: lazyPage(() => import('./housekeeping-page').then((m) => m.HousekeepingPage)),
  },
];
