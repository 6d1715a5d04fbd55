import type { Executor } from '../db/client.js';
import { type Notices, pgNotify } from '../db/notify.js';

export const EVENTS_CHANNEL = 'hotel_events';

/**
 * The database's notice, on EVENTS_CHANNEL, that a session ended or a user's name, e-mail, role or status changed
 * (migration 0016 sends it, this very text): every instance drops the sessions it keeps. No live screen shows it.
 */
export const SESSIONS_CHANGED_NOTICE = '{"type":"sessions"}';

/** What changed; the live screens refetch the lists that depend on it. */
export interface ChangeEvent {
  type: 'booking' | 'task' | 'room' | 'billing';
  id: string;
  /** Set when the change only holds or frees a room's nights (a new stay): the rooms themselves are as they were. */
  holdsOnly?: true;
  /** Set when the change is to a bill, its payments or refunds only: no room, stay or night changed. */
  billOnly?: true;
}

/**
 * Announce a change to every instance (PostgreSQL NOTIFY). Called inside the writing transaction,
 * so the notice goes out only if the change commits.
 */
export async function notifyChange(db: Executor, ...events: [ChangeEvent, ...ChangeEvent[]]): Promise<void> {
  await pgNotify(db, EVENTS_CHANNEL, payloads(events));
}

/** The same announcement, for the statement that makes the change to send itself (db/notify.ts). */
export const changeNotices = (...events: [ChangeEvent, ...ChangeEvent[]]): Notices => ({
  channel: EVENTS_CHANNEL,
  payloads: payloads(events),
});

function payloads(events: readonly [ChangeEvent, ...ChangeEvent[]]): [string, ...string[]] {
  const [first, ...rest] = events.map((event) => JSON.stringify(event));
  return [first!, ...rest];
}
