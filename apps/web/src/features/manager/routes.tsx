import { staffScreenRoutes as shared } from '@/features/staff-screens/routes';
import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** Children of /dashboard/manager: the overview is the admin's; the other screens are shared with the admin panel. */
export const managerRoutes: AppRoute[] = [
  {
    path: '',
    title: 'Dashboard Overview',
    Page: lazyPage(() => import('@/features/admin').then((m) => m.OverviewPage)),
  },
  shared.staff,
  shared.rooms,
  shared.bookings,
  shared.planner,
  shared.reviews,
  shared.guest,
  shared.taskassign,
];
