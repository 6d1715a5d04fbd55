import { ROLES } from '@hotel/shared/constants';
import type { SessionUser } from '@hotel/shared/schemas/auth';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { ApiError, api, setUnauthorizedHandler } from './api';
import { clearQueries, PageDataContext } from './page-data';
import { useServerRender } from './server-render';

/**
 * The logged-in user (spec §4): saved locally so a reload keeps the session on screen at once, then
 * checked against GET /api/auth/me, which is the truth. Corrupt saved data is cleared and the server
 * session ended. The session cookie itself is httpOnly; only {id, name, email, role} is stored here.
 */

const STORAGE_KEY = 'aurelia.user';

/** `checking` until /api/auth/me has answered once since the page loaded. */
export type SessionStatus = 'checking' | 'ready';

interface SessionValue {
  user: SessionUser | null;
  status: SessionStatus;
  /** True after the user pressed Logout (guards then send them home rather than to /login). */
  loggedOut: boolean;
  /** True when the server ended the session (idle too long, ended elsewhere): the login page says so. */
  expired: boolean;
  /** Save the user returned by POST /api/auth/login. */
  login: (user: SessionUser) => void;
  /** End the session on the server, then forget the user and the answers (page-data.ts). `useLogout` also goes home. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

type Stored = { user: SessionUser | null; corrupt: boolean };

/**
 * The user's shape (sessionUser in schemas/auth.ts), checked without zod, for the saved user and for the
 * answer of /api/auth/me: both are read on every page's first screen, which does not load the schemas.
 */
function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const { id, name, email, role } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    (ROLES as readonly unknown[]).includes(role)
  );
}

/** Only the schema's fields are kept, as sessionUser.parse would. */
const pickUser = ({ id, name, email, role }: SessionUser): SessionUser => ({ id, name, email, role });

function readStored(): Stored {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return { user: null, corrupt: false };
  }
  if (raw === null) return { user: null, corrupt: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionUser(parsed)) return { user: pickUser(parsed), corrupt: false };
  } catch {
    // Not JSON: handled as corrupt below.
  }
  return { user: null, corrupt: true };
}

function writeStored(user: SessionUser | null): void {
  try {
    if (user) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the server session still works for this page's life.
  }
}

async function endServerSession(): Promise<void> {
  await api.post('/api/auth/logout').catch(() => undefined);
}

export function SessionProvider({ children, viewer = null }: { children: ReactNode; viewer?: SessionUser | null }) {
  const drawnData = useContext(PageDataContext);
  // A server-rendered page was drawn for its viewer (signed in) or for anyone: the saved user is read once the
  // page is live, unless the server already said who it is.
  const serverRender = useServerRender();
  const [initial] = useState<Stored | null>(() =>
    viewer ? { user: viewer, corrupt: false } : serverRender ? null : readStored(),
  );
  const [user, setUser] = useState<SessionUser | null>(initial?.user ?? null);
  const [status, setStatus] = useState<SessionStatus>('checking');
  const [loggedOut, setLoggedOut] = useState(false);
  const [expired, setExpired] = useState(false);

  const forget = useCallback(() => {
    writeStored(null);
    setUser(null);
    clearQueries(drawnData);
  }, [drawnData]);

  // On load: drop corrupt saved data (and the server session with it), then ask the server who we are.
  useEffect(() => {
    let cancelled = false;
    const stored = initial ?? readStored();
    if (!initial) setUser(stored.user);
    (async () => {
      if (stored.corrupt) {
        writeStored(null);
        await endServerSession();
      }
      try {
        // Checked with the same guard as the saved user: loading zod here would put it in every page's first load.
        const me = await api.get<{ user?: unknown }>('/api/auth/me');
        // null: a visitor without a session on the server (a saved user is stale).
        if (me.user !== null && !isSessionUser(me.user))
          throw new Error('The server answered /api/auth/me without a user');
        const answer = me.user === null ? null : pickUser(me.user);
        if (!cancelled) {
          writeStored(answer);
          startTransition(() => setUser(answer));
        }
      } catch (error) {
        // 401: no session on the server. Anything else (offline, 5xx): keep what we have.
        if (!cancelled && error instanceof ApiError && error.status === 401) {
          writeStored(null);
          startTransition(() => setUser(null));
        }
      } finally {
        // A transition, as the user above: on a page the server drew, the answer often comes while the page is
        // still being taken over, and an urgent update would have React finish that in one long task first.
        if (!cancelled) startTransition(() => setStatus('ready'));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [initial]);

  // A 401 from any later call means the server session is gone (expired, logged out elsewhere).
  useEffect(() => {
    setUnauthorizedHandler(() => {
      setExpired(true);
      forget();
    });
    return () => setUnauthorizedHandler(null);
  }, [forget]);

  // Keep tabs in step: logging out (or in) in one tab updates the others.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY) return;
      const next = readStored();
      setUser(next.user);
      if (!next.user) clearQueries(drawnData);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [drawnData]);

  const login = useCallback(
    (next: SessionUser) => {
      clearQueries(drawnData);
      writeStored(next);
      setUser(next);
      setLoggedOut(false);
      setExpired(false);
      setStatus('ready');
    },
    [drawnData],
  );

  const logout = useCallback(async () => {
    // The server first, so that a reload right after cannot bring the session back.
    await endServerSession();
    setLoggedOut(true);
    forget();
  }, [forget]);

  const value = useMemo<SessionValue>(
    () => ({ user, status, loggedOut, expired, login, logout }),
    [user, status, loggedOut, expired, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** Log out and go to the home page (spec §4). Use inside the router. */
export function useLogout(): () => Promise<void> {
  const { logout } = useSession();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await logout();
    navigate('/', { replace: true });
  }, [logout, navigate]);
}
