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
import { staffScreenRoutes as shared } from '@/features/staff-screens/routes';
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
