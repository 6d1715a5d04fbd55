import {
  BedDouble,
  CalendarCheck,
  CalendarRange,
  ClipboardList,
  LayoutDashboard,
  Mail,
  Receipt,
  Star,
  UserRound,
  Users,
} from 'lucide-react';
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
    { page: 'planner', label: 'Planner', icon: CalendarRange },
    { page: 'reviews', label: 'Reviews', icon: Star },
    { page: 'billing', label: 'Billing', icon: Receipt },
    { page: 'guest', label: 'Guests', icon: UserRound },
    { page: 'taskassign', label: 'Task Assignment', icon: ClipboardList },
    { page: 'mail', label: 'Sent Mail', icon: Mail },
  ],
};
