import { LayoutDashboard } from 'lucide-react';
import type { RouteObject } from 'react-router';
import type { PanelConfig } from '@/lib/routing';

/** The sidebar of /dashboard/housekeeping (spec §2: 'House keeping panel', Dashboard only). */
export const housekeepingPanel: PanelConfig = {
  role: 'housekeeping',
  title: 'House keeping panel',
  nav: [{ page: '', label: 'Dashboard', icon: LayoutDashboard }],
};

/** Children of /dashboard/housekeeping: one index route (spec §2). */
export const housekeepingRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Housekeeping Dashboard' },
    lazy: () => import('./housekeeping-page').then((m) => ({ Component: m.HousekeepingPage })),
  },
];
