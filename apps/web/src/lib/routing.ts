import { DASHBOARD_PATH, type Role } from '@hotel/shared/constants';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { PageComponent } from './lazy-page';

/**
 * One page of the app, as a feature declares it in its `routes.tsx`. `path` is relative to where the route is
 * mounted ('' is the index; `:id` a parameter), as in spec §2; `title` names the page (tab title, panel header).
 */
export interface AppRoute {
  path: string;
  title?: string;
  Page: PageComponent;
  /** Wraps the page: who may see it, or where a visitor is sent instead. */
  Guard?: ComponentType<{ children: ReactNode }>;
}

/** A route placed at its full address (`pattern`); `path` stays the feature's own, as the server keys pages by it. */
export interface MountedRoute extends AppRoute {
  pattern: string;
}

/** Routes mounted under `base` ('' for the site root, '/dashboard/admin' for a panel). */
export const mountRoutes = (base: string, routes: readonly AppRoute[]): MountedRoute[] =>
  routes.map((route) => ({ ...route, pattern: route.path ? `${base}/${route.path}` : base || '/' }));

// Each pattern becomes its regular expression once: the server looks a route up for every page it sends.
const parsed = new Map<string, { keys: string[]; pattern: RegExp }>();
const parseOnce = (pattern: string) => {
  let found = parsed.get(pattern);
  if (!found) {
    found = parse(pattern);
    parsed.set(pattern, found);
  }
  return found;
};

/** The first route whose pattern matches the address (case-insensitive, a trailing slash allowed), and its params. */
export function findRoute(routes: readonly MountedRoute[], pathname: string) {
  for (const route of routes) {
    const [matches, params] = matchRoute(parseOnce, route.pattern, pathname);
    if (matches) return { route, params: params as Record<string, string | undefined> };
  }
  return undefined;
}

/** One link in a staff panel's sidebar. `page` is the sub-path under /dashboard/{role} ('' = the index). */
export interface PanelNavItem {
  page: string;
  label: string;
  icon: LucideIcon;
}

/** A staff panel: the sidebar title ('<Role> Panel') and its links (spec §2). */
export interface PanelConfig {
  role: Role;
  title: string;
  nav: readonly PanelNavItem[];
}

/** Navigation state handed to /login so it can send the user back after logging in. */
export interface LoginRedirectState {
  from?: string;
  /** The session ended by itself (idle too long): the login page says why the user is there. */
  expired?: boolean;
}

/** Where to go after login: the page that sent us to /login (same-site paths only), else the role's dashboard. */
export function afterLoginPath(state: unknown, role: Role): string {
  const from = state && typeof state === 'object' && 'from' in state ? (state as LoginRedirectState).from : undefined;
  // Only a path on this site: browsers read `/\host` as `//host`, and drop tabs and newlines from an address.
  const safe =
    typeof from === 'string' &&
    from.startsWith('/') &&
    !/^\/[\\/]/.test(from) &&
    !/[\t\n\r]/.test(from) &&
    !from.startsWith('/login') &&
    !from.startsWith('/register');
  return safe ? from : DASHBOARD_PATH[role];
}
