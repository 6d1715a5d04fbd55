import { DASHBOARD_PATH, type Role } from '@hotel/shared/constants';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/app/router';
import { adminPanel } from '@/features/admin/panel';
import { adminRoutes } from '@/features/admin/routes';
import { housekeepingPanel } from '@/features/housekeeping/panel';
import { housekeepingRoutes } from '@/features/housekeeping/routes';
import { managerPanel } from '@/features/manager/panel';
import { managerRoutes } from '@/features/manager/routes';
import { receptionistPanel } from '@/features/receptionist/panel';
import { receptionistRoutes } from '@/features/receptionist/routes';
import { paths } from './paths';
import { type AppRoute, findRoute, mountRoutes, type PanelConfig } from './routing';

describe('public links', () => {
  it('each lead to a page of the site (spec §2)', () => {
    const links = [
      paths.home,
      paths.rooms,
      paths.room('0b7c6a1e-3f7e-4c1d-9a55-2f4f5e2d9c10'),
      paths.about,
      paths.services,
      paths.amenities,
      paths.contact,
      paths.login,
      paths.register,
      paths.forgotPassword,
      paths.resetPassword,
      paths.dashboard('guest'),
    ];
    for (const link of links) expect(findRoute(publicRoutes, link), link).toBeDefined();
  });

  it("carry a room's id whole, even one with characters that mean something in an address", () => {
    expect(paths.room('r-101')).toBe('/room/r-101');
    expect(paths.room('a/b?c#d')).toBe('/room/a%2Fb%3Fc%23d');
    const found = findRoute(publicRoutes, paths.room('a/b'));
    expect(found?.route.path).toBe('room/:id');
    expect(decodeURIComponent(found?.params.id ?? '')).toBe('a/b');
  });

  it('do not reach a page for an address the site does not have', () => {
    expect(findRoute(publicRoutes, '/no-such-page')).toBeUndefined();
    expect(findRoute(publicRoutes, '/room')).toBeUndefined();
  });
});

describe('staff panel links', () => {
  const panels: [PanelConfig, AppRoute[]][] = [
    [adminPanel, adminRoutes],
    [managerPanel, managerRoutes],
    [receptionistPanel, receptionistRoutes],
    [housekeepingPanel, housekeepingRoutes],
  ];

  it.each(panels)('each sidebar link of the $title leads to one of its pages', (panel, routes) => {
    const mounted = mountRoutes(DASHBOARD_PATH[panel.role], routes);
    expect(panel.nav.length).toBeGreaterThan(0);
    for (const item of panel.nav) {
      const link = paths.panel(panel.role, item.page);
      expect(findRoute(mounted, link)?.route.path, `${item.label}: ${link}`).toBe(item.page);
    }
  });

  it("send each staff role's dashboard link to its panel's first page", () => {
    for (const [panel, routes] of panels) {
      const role: Role = panel.role;
      const mounted = mountRoutes(DASHBOARD_PATH[role], routes);
      expect(paths.dashboard(role)).toBe(paths.panel(role, ''));
      expect(findRoute(mounted, paths.dashboard(role))?.route.path).toBe('');
    }
  });
});
