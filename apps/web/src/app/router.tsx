import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'wouter';
import { authRoutes } from '@/features/auth/routes';
import { guestRoutes } from '@/features/guest/routes';
import { homeRoutes } from '@/features/home/routes';
import { roomsRoutes } from '@/features/rooms/routes';
import { aboutRoutes, amenitiesRoutes, contactRoutes, servicesRoutes } from '@/features/static-pages/routes';
import { lazyPage } from '@/lib/lazy-page';
import { mountRoutes } from '@/lib/routing';
import { RedirectIfAuthed } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorPage } from './route-error-page';
import { RouteSwitch } from './route-switch';

/**
 * Every route of spec §2. Each feature exports its routes from `features/<area>/routes.tsx`; this file only
 * places them in a layout and behind a guard. To build a page, edit that feature's routes file (point the
 * route's `Page` at the new page); nothing here needs to change.
 * The staff panels (staff-panels.tsx) are a chunk of their own, fetched on the first visit to a panel address;
 * so are the dashboards' guard and the 404 page. A visitor's first load carries none of them.
 */

const RequireGuest = lazyPage(() => import('./require-role').then((m) => m.RequireGuest));

/** The public site, and the guest dashboard (it keeps the public navbar and footer: a guest browses and books from it). */
export const publicRoutes = mountRoutes('', [
  ...homeRoutes,
  ...roomsRoutes,
  ...aboutRoutes,
  ...servicesRoutes,
  ...amenitiesRoutes,
  ...contactRoutes,
  ...authRoutes.map((route) => ({ ...route, Guard: RedirectIfAuthed })),
  ...guestRoutes.map((route) => ({ ...route, Guard: RequireGuest })),
]);

/** Addresses under a staff panel (matched case-insensitively, as every route is). */
export const STAFF_PANEL_PATH = /^\/dashboard\/(admin|manager|receptionist|housekeeping)(\/|$)/i;

const StaffPanels = lazyPage(() => import('./staff-panels').then((m) => m.StaffPanels));
const NotFoundPage = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));

/** The whole app at the current address. A page that fails (or whose code fails to load) shows the error page. */
export function AppRoutes() {
  const [pathname] = useLocation();

  // The page is live: its script has taken over the HTML the server drew (browser tests wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);

  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
      {STAFF_PANEL_PATH.test(pathname) ? (
        <Suspense fallback={null}>
          <StaffPanels />
        </Suspense>
      ) : (
        <PublicLayout>
          <RouteSwitch routes={publicRoutes} notFound={<NotFoundPage />} />
        </PublicLayout>
      )}
    </ErrorBoundary>
  );
}
