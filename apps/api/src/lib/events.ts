import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

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
  // Several notices in one statement: a round trip less inside the transaction for each one after the first.
  const notices = events.map((event) => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
  await db.execute(sql`select ${sql.join(notices, sql`, `)}`);
}
