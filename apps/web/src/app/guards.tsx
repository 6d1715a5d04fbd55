import { Navigate, Outlet, useLocation } from 'react-router';
import { afterLoginPath } from '@/lib/routing';
import { useSession } from '@/lib/session';

/** /login and /register: a logged-in user goes to where they were heading, else their dashboard (spec §2). */
export function RedirectIfAuthed() {
  const { user } = useSession();
  const location = useLocation();
  if (user) return <Navigate to={afterLoginPath(location.state, user.role)} replace />;
  return <Outlet />;
}
