import type { RouteObject } from 'react-router';
import { staffScreenRoutes as shared } from '@/features/staff-screens/routes';

/** Children of /dashboard/manager: the overview is the admin's; the other screens are shared with the admin panel. */
export const managerRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Dashboard Overview' },
    lazy: () => import('@/features/admin').then((m) => ({ Component: m.OverviewPage })),
  },
  shared.staff,
  shared.rooms,
  shared.bookings,
  shared.reviews,
  shared.guest,
  shared.taskassign,
];
