import { CalendarCheck, CalendarRange, LayoutDashboard } from 'lucide-react';
import type { PanelConfig } from '@/lib/routing';

/** The sidebar of /dashboard/receptionist (spec §2: 'Receptionist panel', Dashboard and Bookings). */
export const receptionistPanel: PanelConfig = {
  role: 'receptionist',
  title: 'Receptionist panel',
  nav: [
    { page: '', label: 'Dashboard', icon: LayoutDashboard },
    { page: 'planner', label: 'Planner', icon: CalendarRange },
    { page: 'bookings', label: 'Bookings', icon: CalendarCheck },
  ],
};
