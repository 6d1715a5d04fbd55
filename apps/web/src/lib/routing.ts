import { DASHBOARD_PATH, type Role } from '@hotel/shared/constants';
import type { LucideIcon } from 'lucide-react';
import { type UIMatch, useMatches } from 'react-router';

/** What a route may put in `handle`. `title` names the page (tab title, panel header). */
export interface RouteHandle {
  title?: string;
}

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = matches[i]?.handle?.title;
    if (title) return title;
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
}

/** Where to go after login: the page that sent us to /login (same-site paths only), else the role's dashboard. */
export function afterLoginPath(state: unknown, role: Role): string {
  const from = state && typeof state === 'object' && 'from' in state ? (state as LoginRedirectState).from : undefined;
  const safe =
    typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith('/login') &&
    !from.startsWith('/register');
  return safe ? from : DASHBOARD_PATH[role];
}
