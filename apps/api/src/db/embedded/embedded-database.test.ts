import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL, notifyChange } from '../../lib/events.js';
import { type Database, openDatabase, runMigrations } from '../client.js';
import { rooms } from '../schema.js';
import { startEmbeddedServer } from './embedded-server.js';

// The embedded database as the server opens it: PGlite in its own thread, reached over its socket.
let dir: string;
let database: Database;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hotel-embedded-'));
  database = await openDatabase({ kind: 'pglite', dataDir: dir });
  await runMigrations(database);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const count = async (db: Database['db']) => {
  const result = await db.execute(sql`select count(*)::int as n from rooms`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
};

const newRoom = (number: string) => ({
  roomNumber: number,
  title: `Room ${number}`,
  type: 'double' as const,
  priceCents: 10_000,
});

/** A connection of its own to the embedded database's socket, beside the server's pool. */
async function ownClient(): Promise<pg.Client> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client({ host: pool.options.host, port: pool.options.port, user: 'postgres' });
  client.on('error', () => {});
  await client.connect();
  return client;
}

describe('the embedded database in its own thread', () => {
  it('keeps the server’s event loop free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await database.db.execute(sql`select pg_sleep(0.5)`);
    clearInterval(timer);
    // In this thread, PGlite would have held the loop for the whole half second.
    expect(ticks).toBeGreaterThan(20);
  });

  it('lets a transaction finish before another connection’s statements run', async () => {
    const before = await count(database.db);
    let seenInside = -1;
    let outside: Promise<void> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(rooms).values(newRoom('E-101'));
      // Another connection asks meanwhile: it must not see the uncommitted room, nor run inside the transaction.
      outside = count(database.db).then((n) => {
        seenInside = n;
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(seenInside).toBe(-1);
      await tx.insert(rooms).values(newRoom('E-102'));
    });
    await outside;
    expect(seenInside).toBe(before + 2);
  });

  it('rolls back a failed transaction whole', async () => {
    const before = await count(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(rooms).values(newRoom('E-201'));
        await tx.insert(rooms).values(newRoom('E-201'));
      }),
    ).rejects.toThrow();
    expect(await count(database.db)).toBe(before);
  });

  it('gives each connection its own prepared statements', async () => {
    const byNumber = database.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(sql`${rooms.roomNumber} = ${sql.placeholder('n')}`)
      .prepare('room_by_number');
    // More parallel executions than the pool has connections: each connection prepares the same name.
    const found = await Promise.all(
      Array.from({ length: 12 }, (_, i) => byNumber.execute({ n: i % 2 ? 'E-101' : 'E-102' })),
    );
    expect(found.every((rows) => rows.length === 1)).toBe(true);
  });

  it('delivers a notice committed by any connection', async () => {
    const received: string[] = [];
    const stop = await database.listen(EVENTS_CHANNEL, (payload) => received.push(payload));
    await database.db.transaction(async (tx) => notifyChange(tx, { type: 'room', id: 'x' }));
    const until = Date.now() + 5000;
    while (received.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(received.map((p) => JSON.parse(p))).toEqual([{ type: 'room', id: 'x' }]);
    await stop();
  });

  it('serves other connections while one has begun a transaction and sent nothing else yet', async () => {
    const before = await count(database.db);
    const client = await ownClient();
    try {
      await client.query('begin');
      // The backend is not held for a transaction that has done nothing yet: the others are answered meanwhile.
      const answered = await Promise.race([
        count(database.db),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
      ]);
      expect(answered).toBe(before);

      // The transaction is a transaction all the same: its work shows only if it commits.
      await client.query(
        `insert into rooms (room_number, title, type, price_cents) values ('E-401', 'x', 'double', 10000)`,
      );
      expect((await client.query('select count(*)::int as n from rooms')).rows[0].n).toBe(before + 1);
      await client.query('rollback');
      expect(await count(database.db)).toBe(before);

      await client.query('BEGIN');
      await client.query(
        `insert into rooms (room_number, title, type, price_cents) values ('E-402', 'x', 'double', 10000)`,
      );
      await client.query('commit');
      expect(await count(database.db)).toBe(before + 1);

      // A BEGIN with options is run as it comes.
      await client.query('begin isolation level repeatable read');
      expect((await client.query('show transaction_isolation')).rows[0].transaction_isolation).toBe('repeatable read');
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });

  it('rolls back what a connection that drops mid-transaction left open', async () => {
    const before = await count(database.db);
    // A client of its own, like a process that dies between BEGIN and COMMIT.
    const client = await ownClient();
    await client.query('begin');
    await client.query(
      `insert into rooms (room_number, title, type, price_cents) values ('E-301', 'x', 'double', 10000)`,
    );
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await count(database.db)).toBe(before);
  });

  it('keeps the data on disk after it is closed and opened again', async () => {
    const before = await count(database.db);
    await database.close();
    database = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await count(database.db)).toBe(before);
  }, 60_000);

  it('keeps nothing of the answers it passes on, however long a connection stays open', async () => {
    const ownDir = await mkdtemp(path.join(tmpdir(), 'hotel-embedded-'));
    // A heap far smaller than the rows that pass through one connection below (120 MB).
    const server = await startEmbeddedServer(ownDir, { maxOldGenerationSizeMb: 48 });
    const client = new pg.Client({ host: server.socketDir, port: server.port, user: 'postgres' });
    try {
      await client.connect();
      for (let i = 0; i < 120; i++) {
        const { rowCount } = await client.query(`select repeat('x', 1000) as v from generate_series(1, 1000)`);
        expect(rowCount).toBe(1000);
      }
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end().catch(() => {});
      await server.close();
      await rm(ownDir, { recursive: true, force: true });
    }
  }, 120_000);
});
