import { LayoutDashboard } from 'lucide-react';
import type { PanelConfig } from '@/lib/routing';

/** The sidebar of /dashboard/housekeeping (spec §2: 'House keeping panel', Dashboard only). */
export const housekeepingPanel: PanelConfig = {
  role: 'housekeeping',
  title: 'House keeping panel',
  nav: [{ page: '', label: 'Dashboard', icon: LayoutDashboard }],
};
