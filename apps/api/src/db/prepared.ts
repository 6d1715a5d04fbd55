import { createHash } from 'node:crypto';
import { type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

const dialect = new PgDialect();

/** A statement's name after its text, the same on every connection and every server. */
const nameOf = (query: Query) => `s_${createHash('sha1').update(query.sql).digest('base64url')}`;

/**
 * A statement that comes in a few shapes (which columns a row sets, whether a part is there), each built into its
 * text once, its values `sql.placeholder`s filled by each run, and run as a named prepared statement, named after
 * its text: PostgreSQL plans it on its first runs on a connection and then keeps a generic plan, instead of planning
 * it anew every time (a booking's read planned for longer than it ran: 0.55–1.3 ms against 0.25–0.43 ms on the
 * embedded database). Every shape stays prepared on each connection for the connection's life. For the
 * statements every booking runs: Drizzle building their text took ~0.15 ms of CPU a booking, a seventh of the
 * server's whole work on one.
 *
 * `shape` names everything `build` decides the text by; the values are not part of it. A statement has few shapes,
 * so each is kept for the server's life.
 */
export function preparedByShape(): (
  db: Executor,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
) => Promise<unknown> {
  const built = new Map<string, { query: Query; name: string }>();
  return (db, shape, build, values) => {
    let statement = built.get(shape);
    if (statement === undefined) {
      const query = dialect.sqlToQuery(build());
      statement = { query, name: nameOf(query) };
      built.set(shape, statement);
    }
    return db._.session.prepareQuery(statement.query, undefined, statement.name, false).execute(values);
  };
}

/**
 * `count` placeholders for a list of values in a statement of preparedByShape, named `${prefix}0`, `${prefix}1`, …;
 * putValues gives them their values.
 */
export const listPlaceholders = (prefix: string, count: number): Placeholder[] =>
  Array.from({ length: count }, (_, i) => sql.placeholder(`${prefix}${i}`));

/** The values of listPlaceholders(prefix, …), put into a run's `values`. */
export function putValues(values: Record<string, unknown>, prefix: string, list: readonly unknown[]): void {
  list.forEach((value, i) => {
    values[`${prefix}${i}`] = value;
  });
}

/**
 * A Drizzle statement built once per database, its values `sql.placeholder`s, and prepared under its name on each
 * connection: building a query costs Drizzle ~0.1–0.2 ms of CPU, more than a small statement takes to run.
 * For the statements every request or every message runs.
 */
export function builtOncePerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
