import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * PostgreSQL NOTIFY of each payload on `channel`, in one statement: inside a transaction the notices go out only
 * if it commits, and several cost one round trip.
 */
export async function pgNotify(db: Executor, channel: string, payloads: readonly [string, ...string[]]): Promise<void> {
  await db.execute(sql`select ${notifyColumns(channel, payloads)}`);
}

/** The NOTIFY calls as select-list expressions, for a statement that announces its own write. */
export function notifyColumns(channel: string, payloads: readonly [string, ...string[]]): SQL {
  return sql.join(
    payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`),
    sql`, `,
  );
}
