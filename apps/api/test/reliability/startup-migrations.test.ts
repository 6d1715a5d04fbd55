import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { type ChildInstance, createSharedDatabase, postgresTemplateUrl, startChild } from './cluster.js';

const templateUrl = postgresTemplateUrl();

/**
 * Two instances started at the same moment on an empty PostgreSQL (a first deploy with two replicas, a rolling
 * deploy): one migrates and loads the demo hotel, the other waits for it, and both come up ready.
 */
describe.skipIf(!templateUrl)('two instances starting together on an empty database', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
  const children: ChildInstance[] = [];

  afterAll(async () => {
    for (const c of children) c.child.kill('SIGKILL');
    await Promise.all(children.map((c) => c.exited));
    await shared?.drop();
  });

  it('the start-up of two instances at the same instant: both prepare the database, one migrates and seeds', async () => {
    const empty = await createSharedDatabase(templateUrl!, { empty: true });
    try {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'true', DATABASE_URL: empty.url });
      const prepared = await Promise.allSettled([prepareDatabase(config, () => {}), prepareDatabase(config, () => {})]);
      for (const p of prepared) if (p.status === 'fulfilled') await p.value.database.close();
      expect(prepared.map((p) => (p.status === 'rejected' ? String(p.reason).slice(0, 300) : 'ok'))).toEqual([
        'ok',
        'ok',
      ]);
      const [admins] = await empty.query<{ n: number }>(
        "select count(*)::int as n from users where email = 'admin@hotel.test'",
      );
      expect(admins!.n).toBe(1);
    } finally {
      await empty.drop();
    }
  }, 120_000);

  it('two built servers started together both answer ready, with the demo hotel made once', async () => {
    shared = await createSharedDatabase(templateUrl!, { empty: true });
    const started = await Promise.allSettled([
      startChild(shared.url, { SEED: 'true' }),
      startChild(shared.url, { SEED: 'true' }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') children.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 600) : 'ready'))).toEqual([
      'ready',
      'ready',
    ]);
    for (const c of children) expect((await fetch(`${c.baseUrl}/api/health/ready`)).status).toBe(200);
    const [admins] = await shared.query<{ n: number }>(
      "select count(*)::int as n from users where email = 'admin@hotel.test'",
    );
    expect(admins!.n).toBe(1);
    const [migrations] = await shared.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(migrations!.n).toBeGreaterThanOrEqual(6);
  }, 120_000);
});
