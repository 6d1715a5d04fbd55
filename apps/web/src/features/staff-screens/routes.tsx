import type { RouteObject } from 'react-router';

const screens = () => import('./index');

/**
 * The shared staff screens as routes, mounted under both the admin and the manager panel,
 * so a path, a title or a screen is written once. Each screen stays a lazily loaded chunk.
 */
export const staffScreenRoutes = {
  staff: {
    path: 'staff',
    handle: { title: 'Staff Management' },
    lazy: () => screens().then((m) => ({ Component: m.StaffScreen })),
  },
  rooms: {
    path: 'rooms',
    handle: { title: 'Room Management' },
    lazy: () => screens().then((m) => ({ Component: m.RoomsScreen })),
  },
  bookings: {
    path: 'bookings',
    handle: { title: 'Booking Management' },
    lazy: () => screens().then((m) => ({ Component: m.BookingsScreen })),
  },
  reviews: {
    path: 'reviews',
    handle: { title: 'Reviews' },
    lazy: () => screens().then((m) => ({ Component: m.ReviewsScreen })),
  },
  guest: {
    path: 'guest',
    handle: { title: 'All Users' },
    lazy: () => screens().then((m) => ({ Component: m.GuestsScreen })),
  },
  taskassign: {
    path: 'taskassign',
    handle: { title: 'Task Assignment' },
    lazy: () => screens().then((m) => ({ Component: m.TasksScreen })),
  },
} satisfies Record<string, RouteObject>;
