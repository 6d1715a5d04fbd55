import { createBrowserRouter, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { aboutRoutes } from '@/features/about/routes';
import { amenitiesRoutes } from '@/features/amenities/routes';
import { authRoutes } from '@/features/auth/routes';
import { contactRoutes } from '@/features/contact/routes';
import { guestRoutes } from '@/features/guest/routes';
import { homeRoutes } from '@/features/home/routes';
import { roomsRoutes } from '@/features/rooms/routes';
import { servicesRoutes } from '@/features/services/routes';
import { RedirectIfAuthed } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * Every route of spec §2. Each feature exports its route objects from `features/<area>/routes.tsx`;
 * this file only places them in a layout and behind a guard. To build a page, edit that feature's
 * routes file (point the route's `lazy` at the new page); nothing here needs to change.
 * The staff panels' routes (staff-panels.tsx) are added on the first visit to a panel address; the
 * dashboards' guard and the 404 page are chunks of their own, which the router fetches in parallel with
 * the page they show. A visitor's first load carries none of them.
 */

const ROOT_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
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
          {
            path: 'dashboard/guest',
            lazy: () =>
              import('./require-role').then(({ RequireRole }) => ({ element: <RequireRole panel="guest" /> })),
            children: guestRoutes,
          },
          {
            path: '*',
            handle: { title: 'Page Not Found' },
            lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];

/** Addresses under a staff panel (matched case-insensitively, as the router matches paths). */
const STAFF_PANEL_PATH = /^\/dashboard\/(admin|manager|receptionist|housekeeping)(\/|$)/i;

/**
 * The router asks this when an address matches no route or only a `*` or `:param` one. Under a staff
 * panel it adds the panels' routes (once: the router ignores routes whose id it already has).
 */
export const addStaffPanels: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!STAFF_PANEL_PATH.test(path)) return;
  const { staffPanelRoutes } = await import('./staff-panels');
  patch(ROOT_ID, staffPanelRoutes);
};

/**
 * The browser's router. When the page came rendered from the server, the lazy routes its address matches are
 * loaded first: the router's first render is then that page, as hydration needs, rather than its fallback.
 */
export async function createAppRouter({ hydrate }: { hydrate: boolean }) {
  if (hydrate) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    ).catch(() => undefined); // Not downloaded: the router tries again itself and shows its error page.
  }
  // A drawn page may be scrolled before it goes live (or opened at an #anchor): hydration data, given at all,
  // tells the router to leave the scroll where it is rather than go to the top or to a saved place.
  const scrolled = hydrate && window.scrollY > 0;
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: addStaffPanels,
    ...(scrolled ? { hydrationData: {} } : {}),
  });
}
