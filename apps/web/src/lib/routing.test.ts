import { DASHBOARD_PATH, ROLES } from '@hotel/shared/constants';
import { describe, expect, it } from 'vitest';
import type { PageComponent } from './lazy-page';
import { type AppRoute, afterLoginPath, findRoute, mountRoutes } from './routing';

const page = (name: string): PageComponent => Object.assign(() => null, { displayName: name });
const route = (path: string, title = path || 'index'): AppRoute => ({ path, title, Page: page(title) });

describe('mountRoutes', () => {
  it('places the index at the site root and the others under it', () => {
    const mounted = mountRoutes('', [route(''), route('rooms'), route('room/:id')]);
    expect(mounted.map((r) => r.pattern)).toEqual(['/', '/rooms', '/room/:id']);
    expect(mounted.map((r) => r.path)).toEqual(['', 'rooms', 'room/:id']);
  });

  it("places a panel's index at the panel's own address", () => {
    const mounted = mountRoutes(DASHBOARD_PATH.admin, [route(''), route('rooms'), route('bookings/:id')]);
    expect(mounted.map((r) => r.pattern)).toEqual([
      '/dashboard/admin',
      '/dashboard/admin/rooms',
      '/dashboard/admin/bookings/:id',
    ]);
  });
});

describe('findRoute', () => {
  const site = mountRoutes('', [
    route(''),
    route('rooms'),
    route('room/:id'),
    route('dashboard/guest'),
    route('dashboard/guest/bookings/:id'),
  ]);
  const titleAt = (pathname: string) => findRoute(site, pathname)?.route.title;

  it('finds the page at an address', () => {
    expect(titleAt('/')).toBe('index');
    expect(titleAt('/rooms')).toBe('rooms');
    expect(titleAt('/dashboard/guest')).toBe('dashboard/guest');
    expect(titleAt('/dashboard/guest/bookings/b-1')).toBe('dashboard/guest/bookings/:id');
  });

  it('ignores letter case and a trailing slash', () => {
    expect(titleAt('/ROOMS')).toBe('rooms');
    expect(titleAt('/Rooms/')).toBe('rooms');
    expect(titleAt('/Dashboard/Guest/')).toBe('dashboard/guest');
  });

  it("reads an address's parameters", () => {
    expect(findRoute(site, '/room/0b7c6a1e-3f7e-4c1d-9a55-2f4f5e2d9c10')?.params.id).toBe(
      '0b7c6a1e-3f7e-4c1d-9a55-2f4f5e2d9c10',
    );
    expect(findRoute(site, '/room/r-101/')?.params.id).toBe('r-101');
    expect(findRoute(site, '/dashboard/guest/bookings/AUR-7K3QX')?.params.id).toBe('AUR-7K3QX');
  });

  it('finds nothing (the 404 page) for an address without a page', () => {
    expect(findRoute(site, '/nowhere')).toBeUndefined();
    expect(findRoute(site, '/roomsx')).toBeUndefined();
    expect(findRoute(site, '/room')).toBeUndefined();
    expect(findRoute(site, '/room/')).toBeUndefined();
    expect(findRoute(site, '/room/r-101/extra')).toBeUndefined();
    expect(findRoute(site, '/rooms//')).toBeUndefined();
    expect(findRoute(site, '//rooms')).toBeUndefined();
  });

  it('answers with the first route that matches', () => {
    const routes = mountRoutes('', [route('rooms/new', 'new'), route('rooms/:id', 'one')]);
    expect(findRoute(routes, '/rooms/new')?.route.title).toBe('new');
    expect(findRoute(routes, '/rooms/r-1')?.route.title).toBe('one');
  });

  it('finds the pages of a panel mounted at its address', () => {
    const panel = mountRoutes(DASHBOARD_PATH.receptionist, [route('', 'Overview'), route('planner', 'Planner')]);
    expect(findRoute(panel, '/dashboard/receptionist')?.route.title).toBe('Overview');
    expect(findRoute(panel, '/dashboard/receptionist/')?.route.title).toBe('Overview');
    expect(findRoute(panel, '/dashboard/receptionist/planner')?.route.title).toBe('Planner');
    expect(findRoute(panel, '/dashboard/receptionist/unknown')).toBeUndefined();
    expect(findRoute(panel, '/dashboard/admin/planner')).toBeUndefined();
  });
});

describe('afterLoginPath', () => {
  it('goes back to the same-site page that sent the user to log in, with its query', () => {
    expect(afterLoginPath({ from: '/dashboard/guest' }, 'guest')).toBe('/dashboard/guest');
    expect(afterLoginPath({ from: '/room/r-101?checkIn=2026-03-14&checkOut=2026-03-16' }, 'guest')).toBe(
      '/room/r-101?checkIn=2026-03-14&checkOut=2026-03-16',
    );
    expect(afterLoginPath({ from: '/dashboard/admin/rooms#top', expired: true }, 'admin')).toBe(
      '/dashboard/admin/rooms#top',
    );
  });

  it("goes to the role's dashboard when nothing sent the user", () => {
    for (const role of ROLES) {
      expect(afterLoginPath(null, role)).toBe(DASHBOARD_PATH[role]);
      expect(afterLoginPath(undefined, role)).toBe(DASHBOARD_PATH[role]);
      expect(afterLoginPath({}, role)).toBe(DASHBOARD_PATH[role]);
      expect(afterLoginPath({ expired: true }, role)).toBe(DASHBOARD_PATH[role]);
    }
    expect(afterLoginPath('/dashboard/admin', 'guest')).toBe('/dashboard/guest');
    expect(afterLoginPath({ from: 42 }, 'manager')).toBe('/dashboard/manager');
  });

  it('never sends the user to another site', () => {
    expect(afterLoginPath({ from: '//evil.example/path' }, 'guest')).toBe('/dashboard/guest');
    expect(afterLoginPath({ from: 'https://evil.example/' }, 'guest')).toBe('/dashboard/guest');
    expect(afterLoginPath({ from: 'javascript:alert(1)' }, 'guest')).toBe('/dashboard/guest');
    expect(afterLoginPath({ from: 'rooms' }, 'guest')).toBe('/dashboard/guest');
    // Browsers read a backslash as a slash, and drop tabs and newlines, in an address.
    expect(afterLoginPath({ from: '/\\evil.example' }, 'guest')).toBe('/dashboard/guest');
    expect(afterLoginPath({ from: '/\t/evil.example' }, 'guest')).toBe('/dashboard/guest');
    expect(afterLoginPath({ from: '' }, 'guest')).toBe('/dashboard/guest');
  });

  it('never sends the user back to the login or register page', () => {
    expect(afterLoginPath({ from: '/login' }, 'receptionist')).toBe('/dashboard/receptionist');
    expect(afterLoginPath({ from: '/login?next=/rooms' }, 'receptionist')).toBe('/dashboard/receptionist');
    expect(afterLoginPath({ from: '/register' }, 'guest')).toBe('/dashboard/guest');
  });
});
