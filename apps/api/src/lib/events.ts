import type { Executor } from '../db/client.js';
import { pgNotify } from '../db/notify.js';

export const EVENTS_CHANNEL = 'hotel_events';

/** What changed; the live screens refetch the lists that depend on it. */
export interface ChangeEvent {
  type: 'booking' | 'task' | 'room' | 'billing';
  id: string;
}

/**
 * Announce a change to every instance (PostgreSQL NOTIFY). Called inside the writing transaction,
 * so the notice goes out only if the change commits.
 */
export async function notifyChange(db: Executor, ...events: [ChangeEvent, ...ChangeEvent[]]): Promise<void> {
  const [first, ...rest] = events.map((event) => JSON.stringify(event));
  await pgNotify(db, EVENTS_CHANNEL, [first!, ...rest]);
}
