import { type Column, getTableColumns, type Table } from 'drizzle-orm';

const columnsOf = new WeakMap<Table, [string, Column][]>();

/**
 * A row read by a statement written out by hand (`returning *`, `select t.*`: the database's column names), as
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
