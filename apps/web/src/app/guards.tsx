import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { afterLoginPath } from '@/lib/routing';
import { useSession } from '@/lib/session';

/** /login and /register: a logged-in user goes to where they were heading, else their dashboard (spec §2). */
export function RedirectIfAuthed({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const state = useHistoryState();
  if (user) return <Redirect to={afterLoginPath(state, user.role)} replace />;
  return children;
}
