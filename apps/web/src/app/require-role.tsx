import { PANEL_ACCESS } from '@hotel/shared/access/panels';
import { DASHBOARD_PATH, type Role } from '@hotel/shared/constants';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { WithQueryClient } from '@/lib/query-client';
import type { LoginRedirectState } from '@/lib/routing';
import { useSession } from '@/lib/session';
import { Skeleton } from '@/ui/skeleton';

function CheckingSession() {
  return (
    <div role="status" aria-label="Checking your session" className="mx-auto flex max-w-3xl flex-col gap-4 px-5 py-16">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * Guards one dashboard (spec §6). Not logged in → /login, remembering where the user was going.
 * Logged in with a role this dashboard does not admit (PANEL_ACCESS) → /dashboard/guest; and since the
 * guest dashboard itself admits only guests, a staff member sent there goes on to their own dashboard.
 * Loaded with the dashboard's page, never with the public site.
 */
export function RequireRole({ panel, children }: { panel: Role; children: ReactNode }) {
  const { user, status, loggedOut, expired } = useSession();
  const [pathname] = useLocation();
  const search = useSearch();

  if (!user) {
    if (status === 'checking') return <CheckingSession />;
    // Pressing Logout on a dashboard leads home (spec §4), not to the login page.
    if (loggedOut) return <Redirect to="/" replace />;
    const state: LoginRedirectState = {
      // render-purity: dashboards are drawn in the browser only (decision 004).
      from: `${pathname}${search ? `?${search}` : ''}${window.location.hash}`,
      ...(expired ? { expired: true } : {}),
    };
    return <Redirect to="/login" replace state={state} />;
  }
  if (!PANEL_ACCESS[panel].includes(user.role)) {
    const fallback = panel === 'guest' ? DASHBOARD_PATH[user.role] : DASHBOARD_PATH.guest;
    return <Redirect to={fallback} replace />;
  }
  return children;
}

/** The guest dashboard's guard, and the query cache its pages use (lib/query-client.tsx). */
export function RequireGuest({ children }: { children: ReactNode }) {
  return (
    <WithQueryClient>
      <RequireRole panel="guest">{children}</RequireRole>
    </WithQueryClient>
  );
}
