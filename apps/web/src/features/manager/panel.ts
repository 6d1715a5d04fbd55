import {
  BedDouble,
  CalendarCheck,
  CalendarRange,
  ClipboardList,
  LayoutDashboard,
  UserRound,
  Users,
} from 'lucide-react';
import type { PanelConfig } from '@/lib/routing';

/**
 * The sidebar of /dashboard/manager (spec §2). The spec's manager menu lists the staff entry twice;
 * we show it once, since two identical links only add noise for keyboard and screen-reader users.
 * Reviews has a route (spec: manager sub-routes) but, as in the spec, no sidebar entry.
 */
export const managerPanel: PanelConfig = {
  role: 'manager',
  title: 'Manager Panel',
  nav: [
    { page: '', label: 'Dashboard', icon: LayoutDashboard },
    { page: 'bookings', label: 'Bookings', icon: CalendarCheck },
    { page: 'planner', label: 'Planner', icon: CalendarRange },
    { page: 'guest', label: 'Guests', icon: UserRound },
    { page: 'staff', label: 'Staff', icon: Users },
    { page: 'rooms', label: 'Rooms', icon: BedDouble },
    { page: 'taskassign', label: 'Task Assignment', icon: ClipboardList },
  ],
};
