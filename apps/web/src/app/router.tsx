import type { Role } from '@hotel/shared/constants';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { aboutRoutes } from '@/features/about/routes';
import { adminRoutes } from '@/features/admin/routes';
import { amenitiesRoutes } from '@/features/amenities/routes';
import { authRoutes } from '@/features/auth/routes';
import { contactRoutes } from '@/features/contact/routes';
import { guestRoutes } from '@/features/guest/routes';
import { homeRoutes } from '@/features/home/routes';
import { housekeepingRoutes } from '@/features/housekeeping/routes';
import { managerRoutes } from '@/features/manager/routes';
import { receptionistRoutes } from '@/features/receptionist/routes';
import { roomsRoutes } from '@/features/rooms/routes';
import { servicesRoutes } from '@/features/services/routes';
import type { PanelConfig } from '@/lib/routing';
import { RedirectIfAuthed, RequireRole } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage, PanelNotFound } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * Every route of spec §2. Each feature exports its route objects from `features/<area>/routes.tsx`;
 * this file only places them in a layout and behind a guard. To build a page, edit that feature's
 * routes file (point the route's `lazy` at the new page); nothing here needs to change.
 */

/**
 * A staff panel: only its own role (RequireRole), the sidebar layout, its pages, and a 404 inside.
 * The layout and the panel's links load with the panel's first page, never with the public site.
 */
function panelRoute(role: Role, loadPanel: () => Promise<PanelConfig>, children: RouteObject[]): RouteObject {
  return {
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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...homeRoutes,
          ...roomsRoutes,
          ...aboutRoutes,
          ...servicesRoutes,
          ...amenitiesRoutes,
          ...contactRoutes,
          { element: <RedirectIfAuthed />, children: authRoutes },
          // The guest dashboard keeps the public navbar and footer (a guest browses and books from it).
          { path: 'dashboard/guest', element: <RequireRole panel="guest" />, children: guestRoutes },
          { path: '*', handle: { title: 'Page Not Found' }, element: <NotFoundPage /> },
        ],
      },
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
    ],
  },
];

export const router = createBrowserRouter(routes);
