import { type Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

const columnsOf = new WeakMap<Table, [string, Column][]>();

/**
 * A row read by a statement written out by hand (its columns by their database names: columnsList), as
 * Drizzle's own query of the table would give it: property names and values mapped by the table's columns.
 * For the hottest statements, whose building by Drizzle cost more CPU than the rest of their request.
 */
export function rowOf<T extends Table>(table: T, row: Record<string, unknown>): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const out: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = row[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}

/** The rows of a statement run with `execute`, whichever driver ran it. */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const listsOf = new WeakMap<Table, Map<string, SQL>>();

/**
 * A table's columns by name (`r."id", r."room_number", …` with `alias`), for a hand-written select list or
 * `returning` that rowOf maps back. Not `*`: a prepared statement keeps the shape of its result, and one with `*`
 * fails ("cached plan must not change result type") once a column is added, as a deploy migrating the database
 * beside a running server does.
 */
export function columnsList(table: Table, alias = ''): SQL {
  let lists = listsOf.get(table);
  if (!lists) {
    lists = new Map();
    listsOf.set(table, lists);
  }
  let list = lists.get(alias);
  if (!list) {
    const prefix = alias ? `${alias}.` : '';
    list = sql.raw(
      Object.values(getTableColumns(table))
        .map((column) => `${prefix}"${column.name}"`)
        .join(', '),
    );
    lists.set(alias, list);
  }
  return list;
}
