import { CHANGE_EVENT_NAME, type ChangeType, changeEvent } from '@hotel/shared/schemas/events';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Live updates for the staff screens: one EventSource per tab on GET /api/events, shared by every screen
 * that asks for it, and closed when the last one goes. Each change notice refetches the queries whose
 * answers depend on it. Query keys of staff data start with one of the roots below.
 */
export const LIVE_KEYS = {
  bookings: ['bookings'],
  tasks: ['tasks'],
  rooms: ['rooms'],
  billings: ['billings'],
  guests: ['guest'],
  frontDesk: ['front-desk'],
  dashboard: ['dashboard'],
  audit: ['audit'],
} as const satisfies Record<string, QueryKey>;

const DEPENDENTS: Record<ChangeType, readonly QueryKey[]> = {
  // A booking moves arrivals, departures, in-house guests, room availability and the figures, and the
  // housekeeper's list, whose cards and order follow the stays.
  booking: [
    LIVE_KEYS.bookings,
    LIVE_KEYS.tasks,
    LIVE_KEYS.frontDesk,
    LIVE_KEYS.guests,
    LIVE_KEYS.rooms,
    LIVE_KEYS.dashboard,
    LIVE_KEYS.audit,
  ],
  task: [LIVE_KEYS.tasks, LIVE_KEYS.frontDesk, LIVE_KEYS.dashboard, LIVE_KEYS.audit],
  room: [LIVE_KEYS.rooms, LIVE_KEYS.frontDesk, LIVE_KEYS.tasks, LIVE_KEYS.dashboard, LIVE_KEYS.audit],
  billing: [LIVE_KEYS.billings, LIVE_KEYS.bookings, LIVE_KEYS.frontDesk, LIVE_KEYS.dashboard, LIVE_KEYS.audit],
};
const EVERYTHING = Object.values(LIVE_KEYS);

/** The query keys a change of these kinds makes stale, each once. */
export function keysChangedBy(...types: ChangeType[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const type of types) for (const key of DEPENDENTS[type]) keys.set(JSON.stringify(key), key);
  return [...keys.values()];
}

/** After a save: refetch what the change makes stale here at once, as the live notice does at every other desk. */
export async function refreshAfter(client: QueryClient, ...types: ChangeType[]): Promise<void> {
  await Promise.all(keysChangedBy(...types).map((queryKey) => client.invalidateQueries({ queryKey })));
}

const EVENTS_URL = '/api/events';
// One check-out sends several notices at once; refetch once for all of them.
const BATCH_MS = 150;
// The browser reconnects by itself after a dropped connection, but gives up on an error answer
// (say, a 503 while a server restarts): then try again, waiting longer each time.
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;
// Moving from one live screen to another keeps the same connection.
const LINGER_MS = 1_000;

interface Connection {
  users: number;
  source: EventSource | null;
  retryTimer: ReturnType<typeof setTimeout> | null;
  retryDelay: number;
  batchTimer: ReturnType<typeof setTimeout> | null;
  pending: Set<ChangeType>;
  hadConnection: boolean;
  closeTimer: ReturnType<typeof setTimeout> | null;
}

let connection: Connection | null = null;

function flush(client: QueryClient, conn: Connection) {
  conn.batchTimer = null;
  const types = [...conn.pending];
  conn.pending.clear();
  void refreshAfter(client, ...types);
}

function open(client: QueryClient, conn: Connection) {
  conn.retryTimer = null;
  if (typeof EventSource === 'undefined') return;
  const source = new EventSource(EVENTS_URL, { withCredentials: true });
  conn.source = source;

  source.addEventListener('open', () => {
    conn.retryDelay = RETRY_MIN_MS;
    // Anything may have changed while the stream was down: refresh what is on screen.
    if (conn.hadConnection) for (const queryKey of EVERYTHING) void client.invalidateQueries({ queryKey });
    conn.hadConnection = true;
  });

  source.addEventListener(CHANGE_EVENT_NAME, (message) => {
    let data: unknown;
    try {
      data = JSON.parse((message as MessageEvent<string>).data);
    } catch {
      return;
    }
    const parsed = changeEvent.safeParse(data);
    if (!parsed.success) return;
    conn.pending.add(parsed.data.type);
    conn.batchTimer ??= setTimeout(() => flush(client, conn), BATCH_MS);
  });

  source.addEventListener('error', () => {
    if (source.readyState !== EventSource.CLOSED || conn.users === 0) return;
    conn.source = null;
    conn.retryTimer = setTimeout(() => open(client, conn), conn.retryDelay);
    conn.retryDelay = Math.min(conn.retryDelay * 2, RETRY_MAX_MS);
  });
}

function subscribe(client: QueryClient): () => void {
  if (!connection) {
    connection = {
      users: 0,
      source: null,
      retryTimer: null,
      retryDelay: RETRY_MIN_MS,
      batchTimer: null,
      pending: new Set(),
      hadConnection: false,
      closeTimer: null,
    };
    open(client, connection);
  }
  const conn = connection;
  conn.users++;
  if (conn.closeTimer) clearTimeout(conn.closeTimer);
  conn.closeTimer = null;
  return () => {
    conn.users--;
    if (conn.users > 0) return;
    conn.closeTimer = setTimeout(() => {
      if (conn.users > 0) return;
      conn.source?.close();
      if (conn.retryTimer) clearTimeout(conn.retryTimer);
      if (conn.batchTimer) clearTimeout(conn.batchTimer);
      if (connection === conn) connection = null;
    }, LINGER_MS);
  };
}

/** Keep this screen's staff data current while it is mounted. */
export function useLiveUpdates(enabled = true): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribe(client);
  }, [client, enabled]);
}
