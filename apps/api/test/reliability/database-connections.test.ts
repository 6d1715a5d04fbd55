import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedDatabase, type Instance, postgresTemplateUrl, startInstance } from './cluster.js';

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

  const connections = async () =>
    shared.query<{ state: string | null; query: string }>(
      `select state, query from pg_stat_activity where datname = current_database() and application_name = 'hotel-api'`,
    );

  it('a burst of work is served by the pool it is given, and one more connection listens', async () => {
    const { db } = instance.database;
    // Thirty slow queries at once, as thirty requests would send them, and requests over HTTP beside them.
    const slow = Promise.all(Array.from({ length: 30 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    const requests = Promise.all(
      Array.from({ length: 20 }, () => fetch(`${instance.baseUrl}/api/health/ready`).then((res) => res.status)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during = await connections();
    await slow;
    expect(await requests).toEqual(Array(20).fill(200));

    const listening = during.filter((c) => /^LISTEN/i.test(c.query));
    expect(listening).toHaveLength(1);
    const forQueries = during.length - listening.length;
    expect(forQueries).toBe(3);
  });
});
