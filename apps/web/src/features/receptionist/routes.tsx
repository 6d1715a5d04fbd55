import { CalendarCheck, LayoutDashboard } from 'lucide-react';
import type { RouteObject } from 'react-router';
import type { PanelConfig } from '@/lib/routing';

/** The sidebar of /dashboard/receptionist (spec §2: 'Receptionist panel', Dashboard and Bookings). */
export const receptionistPanel: PanelConfig = {
  role: 'receptionist',
  title: 'Receptionist panel',
  nav: [
    { page: '', label: 'Dashboard', icon: LayoutDashboard },
    { page: 'bookings', label: 'Bookings', icon: CalendarCheck },
  ],
};

/** Children of /dashboard/receptionist: the front desk and bookings. */
export const receptionistRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Front Desk' },
    lazy: () => import('./front-desk-page').then((m) => ({ Component: m.FrontDeskPage })),
  },
  {
    path: 'bookings',
    handle: { title: 'Bookings' },
    lazy: () => import('./bookings/desk-bookings-page').then((m) => ({ Component: m.DeskBookingsPage })),
  },
];
