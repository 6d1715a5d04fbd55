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
export async function notifyChange(db: Executor, event: ChangeEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
