import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { listPlaceholders, putValues } from './prepared.js';

/** Payloads to announce on a channel with PostgreSQL NOTIFY, by a statement that makes the change they tell of. */
export interface Notices {
  channel: string;
  payloads: readonly [string, ...string[]];
}

/**
 * PostgreSQL NOTIFY of each payload on `channel`, in one statement: inside a transaction the notices go out only
 * if it commits, and several cost one round trip.
 */
export async function pgNotify(db: Executor, channel: string, payloads: readonly [string, ...string[]]): Promise<void> {
  await db.execute(sql`select ${notifyColumns(channel, payloads)}`);
}

/** The NOTIFY calls as select-list expressions, for a statement that announces its own write. */
function notifyColumns(channel: string, payloads: readonly [string, ...string[]]): SQL {
  return sql.join(
    payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`),
    sql`, `,
  );
}

/**
 * The same calls for a statement built once (preparedByShape): the channel the placeholder `prefix`, and `count`
 * payloads those of listPlaceholders(prefix, count); noticeValues gives them their values.
 */
export function notifyPlaceholders(count: number, prefix: string): SQL {
  return sql.join(
    listPlaceholders(prefix, count).map((payload) => sql`pg_notify(${sql.placeholder(prefix)}, ${payload})`),
    sql`, `,
  );
}

/** The values of notifyPlaceholders' placeholders for `notices`, put into a run's `values`. */
export function noticeValues(notices: Notices, prefix: string, values: Record<string, unknown>): void {
  values[prefix] = notices.channel;
  putValues(values, prefix, notices.payloads);
}
