import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

const screens = () => import('./index');

/**
 * The shared staff screens as routes, mounted under both the admin and the manager panel,
 * so a path, a title or a screen is written once. Each screen stays a lazily loaded chunk; the room planner
 * is the front desk's page.
 */
export const staffScreenRoutes = {
  staff: {
    path: 'staff',
    title: 'Staff Management',
    Page: lazyPage(() => screens().then((m) => m.StaffScreen)),
  },
  rooms: {
    path: 'rooms',
    title: 'Room Management',
    Page: lazyPage(() => screens().then((m) => m.RoomsScreen)),
  },
  bookings: {
    path: 'bookings',
    title: 'Booking Management',
    Page: lazyPage(() => screens().then((m) => m.BookingsScreen)),
  },
  planner: {
    path: 'planner',
    title: 'Room Planner',
    Page: lazyPage(() => import('@/features/receptionist').then((m) => m.PlannerPage)),
  },
  reviews: {
    path: 'reviews',
    title: 'Reviews',
    Page: lazyPage(() => screens().then((m) => m.ReviewsScreen)),
  },
  guest: {
    path: 'guest',
    title: 'All Users',
    Page: lazyPage(() => screens().then((m) => m.GuestsScreen)),
  },
  taskassign: {
    path: 'taskassign',
    title: 'Task Assignment',
    Page: lazyPage(() => screens().then((m) => m.TasksScreen)),
  },
} satisfies Record<string, AppRoute>;
