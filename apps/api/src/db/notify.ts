import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * PostgreSQL NOTIFY of each payload on `channel`, in one statement: inside a transaction the notices go out only
 * if it commits, and several cost one round trip.
 */
export async function pgNotify(db: Executor, channel: string, payloads: readonly [string, ...string[]]): Promise<void> {
  const notices = payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`);
  await db.execute(sql`select ${sql.join(notices, sql`, `)}`);
}
