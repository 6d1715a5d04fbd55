import {
  BedDouble,
  CalendarCheck,
  ClipboardList,
  LayoutDashboard,
  Receipt,
  Star,
  UserRound,
  Users,
} from 'lucide-react';
import type { RouteObject } from 'react-router';
import type { PanelConfig } from '@/lib/routing';

/** The sidebar of /dashboard/admin (spec §2: admin menu). The Activity log is reached from the overview. */
export const adminPanel: PanelConfig = {
  role: 'admin',
  title: 'Admin Panel',
  nav: [
    { page: '', label: 'Dashboard', icon: LayoutDashboard },
    { page: 'staff', label: 'Staff', icon: Users },
    { page: 'rooms', label: 'Rooms', icon: BedDouble },
    { page: 'bookings', label: 'Bookings', icon: CalendarCheck },
    { page: 'reviews', label: 'Reviews', icon: Star },
    { page: 'billing', label: 'Billing', icon: Receipt },
    { page: 'guest', label: 'Guests', icon: UserRound },
    { page: 'taskassign', label: 'Task Assignment', icon: ClipboardList },
  ],
};

const screens = () => import('@/features/staff-screens');

/** Children of /dashboard/admin; every page is its own lazily loaded chunk. `handle.title` heads the page. */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Dashboard Overview' },
    lazy: () => import('./overview/overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: 'staff',
    handle: { title: 'Staff Management' },
    lazy: () => screens().then((m) => ({ Component: m.StaffScreen })),
  },
  {
    path: 'rooms',
    handle: { title: 'Room Management' },
    lazy: () => screens().then((m) => ({ Component: m.RoomsScreen })),
  },
  {
    path: 'bookings',
    handle: { title: 'Booking Management' },
    lazy: () => screens().then((m) => ({ Component: m.BookingsScreen })),
  },
  {
    path: 'reviews',
    handle: { title: 'Reviews' },
    lazy: () => screens().then((m) => ({ Component: m.ReviewsScreen })),
  },
  {
    path: 'billing',
    handle: { title: 'Billing' },
    lazy: () => import('./billing/billing-page').then((m) => ({ Component: m.BillingPage })),
  },
  { path: 'guest', handle: { title: 'All Users' }, lazy: () => screens().then((m) => ({ Component: m.GuestsScreen })) },
  {
    path: 'taskassign',
    handle: { title: 'Task Assignment' },
    lazy: () => screens().then((m) => ({ Component: m.TasksScreen })),
  },
  {
    path: 'activity',
    handle: { title: 'Activity' },
    lazy: () => import('./activity/activity-page').then((m) => ({ Component: m.ActivityPage })),
  },
];
