import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

type Queries = Pick<PGlite, 'query' | 'exec'>;

/** More than one statement: a semicolon with something after it (the statements the app writes end without one). */
const SEVERAL_STATEMENTS = /;\s*\S/;

/**
 * An in-process PGlite that runs a query without parameters holding several statements as node-postgres does
 * (the driver of the server on both databases): as one simple query, answering one result per statement.
 * PGlite's own `query` always prepares, and a prepared statement holds one command.
 */
export function withSimpleQueries(client: PGlite): PGlite {
  return overriding(client, {
    query: simpleWhenSeveral(client),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => work(overriding(tx, { query: simpleWhenSeveral(tx) }))),
  });
}

/** `target` with some methods replaced; its other methods still run on `target` itself (private state). */
function overriding<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (key in replaced) return replaced[key as keyof T];
      const value = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

function simpleWhenSeveral(target: Queries): PGlite['query'] {
  const query = target.query.bind(target);
  return (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (params?.length || !SEVERAL_STATEMENTS.test(text)) return query(text, params, options);
    const results: Results[] = await target.exec(text, options);
    return results.length === 1 ? results[0] : results;
  }) as PGlite['query'];
}
