import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.js';

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
 * The same calls for a statement built once (preparedByShape): the channel and each payload a placeholder
 * (`${prefix}`, `${prefix}0`, `${prefix}1`, …), `count` of them, their values put into `values` by noticeValues.
 */
export function notifyPlaceholders(count: number, prefix: string): SQL {
  return sql.join(
    Array.from(
      { length: count },
      (_, i) => sql`pg_notify(${sql.placeholder(prefix)}, ${sql.placeholder(`${prefix}${i}`)})`,
    ),
    sql`, `,
  );
}

/** The values of notifyPlaceholders' placeholders for `notices`. */
export function noticeValues(notices: Notices, prefix: string, values: Record<string, unknown>): void {
  values[prefix] = notices.channel;
  notices.payloads.forEach((payload, i) => {
    values[`${prefix}${i}`] = payload;
  });
}
