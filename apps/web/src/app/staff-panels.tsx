import { DASHBOARD_PATH } from '@hotel/shared/constants';
import { useLocation } from 'wouter';
import { adminPanel } from '@/features/admin/panel';
import { adminRoutes } from '@/features/admin/routes';
import { housekeepingPanel } from '@/features/housekeeping/panel';
import { housekeepingRoutes } from '@/features/housekeeping/routes';
import { managerPanel } from '@/features/manager/panel';
import { managerRoutes } from '@/features/manager/routes';
import { receptionistPanel } from '@/features/receptionist/panel';
import { receptionistRoutes } from '@/features/receptionist/routes';
import { WithQueryClient } from '@/lib/query-client';
import { type AppRoute, findRoute, mountRoutes, type PanelConfig } from '@/lib/routing';
import { PanelLayout } from './layouts/panel-layout';
import { PanelNotFound } from './not-found-page';
import { RequireRole } from './require-role';
import { RouteSwitch } from './route-switch';

const panel = (config: PanelConfig, routes: AppRoute[]) => ({
  config,
  routes: mountRoutes(DASHBOARD_PATH[config.role], routes),
});

/** The four staff panels: each its sidebar and its pages (spec §2). */
const PANELS = [
  panel(adminPanel, adminRoutes),
  panel(managerPanel, managerRoutes),
  panel(receptionistPanel, receptionistRoutes),
  panel(housekeepingPanel, housekeepingRoutes),
];

/**
 * A staff panel: only its own role (RequireRole), the sidebar layout, its pages, and a 404 inside.
 * Fetched on the first visit to a panel address, never with the public site.
 */
export function StaffPanels() {
  const [pathname] = useLocation();
  const lower = pathname.toLowerCase();
  const current =
    PANELS.find(
      ({ config }) => lower === DASHBOARD_PATH[config.role] || lower.startsWith(`${DASHBOARD_PATH[config.role]}/`),
    ) ?? PANELS[0];
  if (!current) return null;
  const { config, routes } = current;
  const title = findRoute(routes, pathname)?.route.title ?? 'Page Not Found';
  return (
    <WithQueryClient>
      <RequireRole panel={config.role}>
        <PanelLayout panel={config} title={title}>
          <RouteSwitch routes={routes} notFound={<PanelNotFound />} />
        </PanelLayout>
      </RequireRole>
    </WithQueryClient>
  );
}
