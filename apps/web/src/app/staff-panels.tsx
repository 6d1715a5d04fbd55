import type { Role } from '@hotel/shared/constants';
import type { RouteObject } from 'react-router';
import { adminRoutes } from '@/features/admin/routes';
import { housekeepingRoutes } from '@/features/housekeeping/routes';
import { managerRoutes } from '@/features/manager/routes';
import { receptionistRoutes } from '@/features/receptionist/routes';
import type { PanelConfig } from '@/lib/routing';
import { PanelNotFound } from './not-found-page';
import { RequireRole } from './require-role';

/**
 * A staff panel: only its own role (RequireRole), the sidebar layout, its pages, and a 404 inside.
 * The layout and the panel's links load with the panel's first page, never with the public site.
 */
function panelRoute(role: Role, loadPanel: () => Promise<PanelConfig>, children: RouteObject[]): RouteObject {
  return {
    id: `panel-${role}`,
    path: `dashboard/${role}`,
    element: <RequireRole panel={role} />,
    children: [
      {
        lazy: () =>
          Promise.all([import('./layouts/panel-layout'), loadPanel()]).then(([{ PanelLayout }, panel]) => ({
            element: <PanelLayout panel={panel} />,
          })),
        children: [...children, { path: '*', handle: { title: 'Page Not Found' }, element: <PanelNotFound /> }],
      },
    ],
  };
}

/** The four staff panels' routes, which the router adds the first time an address under one of them is visited. */
export const staffPanelRoutes: RouteObject[] = [
  panelRoute('admin', () => import('@/features/admin/panel').then((m) => m.adminPanel), adminRoutes),
  panelRoute('manager', () => import('@/features/manager/panel').then((m) => m.managerPanel), managerRoutes),
  panelRoute(
    'receptionist',
    () => import('@/features/receptionist/panel').then((m) => m.receptionistPanel),
    receptionistRoutes,
  ),
  panelRoute(
    'housekeeping',
    () => import('@/features/housekeeping/panel').then((m) => m.housekeepingPanel),
    housekeepingRoutes,
  ),
];
