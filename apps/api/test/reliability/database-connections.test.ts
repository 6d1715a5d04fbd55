import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, openStream } from '../event-stream.js';
import { createUser, TEST_PASSWORD } from '../factories.js';
import { createSharedDatabase, HttpSession, type Instance, postgresTemplateUrl, startInstance } from './cluster.js';

/**
 * The server's connections to PostgreSQL: `DATABASE_POOL_SIZE` for queries, whatever the load, and one that
 * listens for other instances' notices. A burst of requests waits its turn for a connection rather than open
 * a PostgreSQL process each.
 */

const templateUrl = postgresTemplateUrl();

describe.skipIf(!templateUrl)('connections to PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let instance: Instance;

  beforeAll(async () => {
    shared = await createSharedDatabase(templateUrl!);
    instance = await startInstance(shared.url, { DATABASE_POOL_SIZE: '3' });
  }, 60_000);
  afterAll(async () => {
    await instance?.close();
    await shared?.drop();
  });

  /** The server's connections now: how many listen, how many serve queries. */
  const connections = async () => {
    const rows = await shared.query<{ query: string }>(
      `select query from pg_stat_activity where datname = current_database() and application_name = 'hotel-api'`,
    );
    const listening = rows.filter((row) => /^LISTEN/i.test(row.query)).length;
    return { listening, forQueries: rows.length - listening };
  };

  it('a burst of work is served by the pool it is given, and one more connection listens', async () => {
    const { db } = instance.database;
    // Thirty slow queries at once, as thirty requests would send them, and requests over HTTP beside them.
    let done = false;
    const slow = Promise.all(Array.from({ length: 30 }, () => db.execute(sql`select pg_sleep(0.05)`))).finally(() => {
      done = true;
    });
    const requests = Promise.all(
      Array.from({ length: 20 }, () => fetch(`${instance.baseUrl}/api/health/ready`).then((res) => res.status)),
    );
    const seen = { listening: 0, forQueries: 0 };
    while (!done) {
      const now = await connections();
      seen.listening = Math.max(seen.listening, now.listening);
      seen.forQueries = Math.max(seen.forQueries, now.forQueries);
    }
    await slow;
    expect(await requests).toEqual(Array(20).fill(200));
    expect(seen).toEqual({ listening: 1, forQueries: 3 });
  });

  it('a live screen opened adds no listening connection: its stream takes the notices from the one there is', async () => {
    const desk = await createUser(instance.database.db, { role: 'receptionist' });
    const session = new HttpSession();
    await session.login(instance.baseUrl, desk.email, TEST_PASSWORD);
    const stream = await openStream(instance.baseUrl, cookieHeader(session));
    try {
      // The stream is answered once it is subscribed (before, once its own LISTEN had been sent).
      expect(stream.status).toBe(200);
      expect((await connections()).listening).toBe(1);
    } finally {
      stream.close();
    }
  });
});
