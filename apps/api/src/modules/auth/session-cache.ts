/** How long a session read from the database is used before it is read again, notice or not. */
export const SESSION_KEPT_MS = 10_000;

/**
 * How long no session is kept or used after this server changed one (ended it, or changed its user): the change
 * commits within this time, and its notice then drops what was read before.
 */
export const SESSION_CHANGE_HOLD_MS = 2_000;

const MAX_SESSIONS = 10_000;

/**
 * The sessions this server has read lately, by their token's hash: a signed-in request would otherwise read its
 * session and user from the database every time, a round trip that cost more than the rest of a cached read.
 * It is used only while the database's notices arrive (`setLive`): every notice drops all of it (`forget`), and a
 * read that began before a drop is not kept. A kept session is only ever taken as still valid; one that looks idle
 * or expired is read again before it is ended, so a stale copy can make a request read, never refuse it.
 */
export function createSessionCache<T extends { lastSeenAt: Date }>(options?: {
  keptMs?: number;
  holdMs?: number;
  maxEntries?: number;
  clock?: () => number;
}) {
  const keptMs = options?.keptMs ?? SESSION_KEPT_MS;
  const holdMs = options?.holdMs ?? SESSION_CHANGE_HOLD_MS;
  const maxEntries = options?.maxEntries ?? MAX_SESSIONS;
  const clock = options?.clock ?? (() => performance.now());
  const entries = new Map<string, { row: T; at: number }>();
  let live = false;
  let generation = 0;
  let heldUntil = -Infinity;

  const usable = () => live && clock() >= heldUntil;
  const forget = () => {
    generation++;
    entries.clear();
  };

  return {
    find(tokenHash: string): T | undefined {
      if (!usable()) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (clock() - entry.at > keptMs) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.row;
    },
    /** Taken before a session is read from the database, and given back to `keep`. */
    readStarted: (): number => generation,
    /** Keeps a session read since `readStarted`, unless something was dropped or changed meanwhile. */
    keep(tokenHash: string, row: T, since: number): void {
      if (since !== generation || !usable()) return;
      if (entries.size >= maxEntries && !entries.has(tokenHash)) {
        entries.delete(entries.keys().next().value!);
      }
      entries.set(tokenHash, { row, at: clock() });
    },
    /** A session this server has just marked as seen now. */
    touched(tokenHash: string, lastSeenAt: Date): void {
      const entry = entries.get(tokenHash);
      if (entry) entry.row = { ...entry.row, lastSeenAt };
    },
    /** A notice: some session, or some user's name, e-mail, role or status, changed. */
    forget,
    /** This server is changing sessions or users, its change not yet committed: nothing is kept or used meanwhile. */
    changing(): void {
      forget();
      heldUntil = clock() + holdMs;
    },
    setLive(value: boolean): void {
      live = value;
      forget();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

const open = new Set<Pick<SessionCache, 'changing'>>();

/** Makes `cache` one that sessionsChanging reaches, until the returned function is called. */
export function registerSessionCache(cache: Pick<SessionCache, 'changing'>): () => void {
  open.add(cache);
  return () => open.delete(cache);
}

/**
 * Called by every write that ends a session or changes a user's name, e-mail, role or status, before it is made:
 * this server's requests then read sessions afresh, at once, rather than once the change's notice arrives. (A
 * module's own set rather than the app's: the writes are made in repositories, which see only the database.)
 */
export function sessionsChanging(): void {
  for (const cache of open) cache.changing();
}
