import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** /dashboard/guest (spec §2: no sub-routes). The router guards it (RequireRole) inside the public layout. */
export const guestRoutes: AppRoute[] = [
  {
    path: 'dashboard/guest',
    title: 'Guest Dashboard',
    Page: lazyPage(() => import('./guest-dashboard-page').then((m) => m.GuestDashboardPage)),
  },
];
