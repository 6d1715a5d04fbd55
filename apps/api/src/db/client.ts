import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { startEmbeddedServer } from './embedded/embedded-server.js';
import { withSimpleQueries } from './pglite-simple-queries.js';

// Drizzle is given no schema: the app builds its queries from the tables themselves and never uses relational
// queries (`db.query.*`), for which Drizzle would build a query builder for every table in every transaction.
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: repositories take one of these. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel; returns the function that stops listening. `onConnection(false)` says notices may be
   * missed from now on (the listening connection dropped), `onConnection(true)` that they flow again.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onConnection?: (connected: boolean) => void,
  ): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  /**
   * Runs `task` while holding the database-wide lock named `name`, so that one instance at a time runs it (a
   * second instance started at the same moment waits, then finds the work done). The embedded database is
   * one process's already (data-dir lock).
   */
  exclusively<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Brings the schema up to date (the migrations under ./migrations). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; applicationName?: string; poolSize?: number }
  /** The embedded database in DATA_DIR, served from a thread of its own (decision 012). */
  | { kind: 'pglite'; dataDir: string; lock?: boolean }
  /** A copy of a dump, in this thread (the server suite's fresh database for each test file). */
  | { kind: 'pglite-clone'; dump: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    return openPostgres(options.url, options.applicationName ?? 'hotel-api', options.poolSize);
  }
  if (options.kind === 'pglite-clone') {
    const client = await PGlite.create({ loadDataDir: options.dump, extensions: { btree_gist } });
    return wrapPglite(client, async () => {});
  }
  const dir = path.resolve(options.dataDir);
  mkdirSync(dir, { recursive: true });
  const release = options.lock === false ? async () => {} : acquireDataDirLock(dir);
  try {
    const embedded = await startEmbeddedServer(path.join(dir, 'pg'));
    return openEmbedded(embedded, release);
  } catch (err) {
    await release();
    throw err;
  }
}

function wrapPglite(client: PGlite, release: () => Promise<void>): Database {
  const db = drizzlePglite(withSimpleQueries(client)) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return async () => unlisten();
    },
    async ping() {
      await client.query('select 1');
    },
    exclusively: (_name, task) => task(),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async close() {
      await client.close();
      await release();
    },
  };
}

/**
 * The embedded database through its socket, with the driver of PostgreSQL. One backend serves every connection
 * (the embedded server lets them take turns), so a notice is listened for once, on whichever connection, and
 * reaches every connection's `notification` event; one process holds the data directory, so nothing needs a
 * database-wide lock.
 */
function openEmbedded(
  embedded: Awaited<ReturnType<typeof startEmbeddedServer>>,
  release: () => Promise<void>,
): Database {
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: embedded.port,
    user: 'postgres',
    database: 'postgres',
    application_name: 'hotel-api',
    // The backend runs one request at a time; a few connections keep it busy while the server parses answers.
    max: 4,
    idleTimeoutMillis: 0,
  });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  pool.on('connect', (client) => {
    client.on('notification', (msg) => {
      if (msg.payload === undefined) return;
      for (const listener of listeners.get(msg.channel) ?? []) listener(msg.payload);
    });
  });
  pool.on('error', () => {});
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onMessage) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await pool.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async ping() {
      await pool.query('select 1');
    },
    exclusively: (_name, task) => task(),
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    async close() {
      await pool.end();
      await embedded.close();
      await release();
    },
  };
}

async function openPostgres(
  url: string,
  applicationName: string,
  poolSize = DEFAULT_DATABASE_POOL_SIZE,
): Promise<Database> {
  const settings = { connectionString: url, application_name: applicationName, connectionTimeoutMillis: 2000 };
  const pool = new pg.Pool({ ...settings, max: poolSize, idleTimeoutMillis: 30000 });
  // What holds a connection for long (the listener, a startup lock) has one of its own, outside the pool, so the
  // pool's few connections are all for queries and none of its waits can be behind them.
  const own = new Set<pg.Client>();
  const ownConnection = async () => {
    const client = new pg.Client(settings);
    // An error once its user has let go of it (a restart, the end of the process) must not end the process.
    client.on('error', () => {});
    client.once('end', () => own.delete(client));
    own.add(client);
    try {
      await client.connect();
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    return client;
  };
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async listen(channel, onMessage, onConnection) {
      // A dedicated connection holds the LISTEN. If it drops (a restart, a terminated backend),
      // listen again on a fresh one rather than let the error end the process.
      let client: { conn: pg.Client; detach: () => void } | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const onNotification = (msg: pg.Notification) => {
        if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
      };
      const connect = async (): Promise<void> => {
        const c = await ownConnection();
        const detach = () => {
          c.removeListener('notification', onNotification);
          c.removeListener('error', onError);
        };
        const onError = () => {
          detach();
          if (client?.conn === c) client = undefined;
          onConnection?.(false);
          scheduleReconnect();
          void c.end().catch(() => {});
        };
        c.on('notification', onNotification);
        c.on('error', onError);
        try {
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (err) {
          detach();
          await c.end().catch(() => {});
          throw err;
        }
        client = { conn: c, detach };
      };
      const scheduleReconnect = () => {
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = undefined;
          connect()
            .then(() => onConnection?.(true))
            .catch(scheduleReconnect);
        }, 1000);
        retry.unref();
      };
      await connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const current = client;
        client = undefined;
        if (!current) return;
        await current.conn.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        current.detach();
        await current.conn.end().catch(() => {});
      };
    },
    async ping() {
      await pool.query('select 1');
    },
    async exclusively(name, task) {
      // A session-level advisory lock on a connection of its own, held while the task uses the pool.
      const holder = await ownConnection();
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await task();
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        await holder.end().catch(() => {});
      }
    },
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    async close() {
      await Promise.all([...own].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}

export async function runMigrations(database: Database): Promise<void> {
  await database.migrate();
}
