import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { loginAttempts, sessions } from '../../db/schema.js';
import { purgeAuthRecords } from './auth.cleanup.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-01-15T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const count = async (table: typeof sessions | typeof loginAttempts, userEmail?: string) => {
  const query = t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  const [row] =
    userEmail && table === loginAttempts ? await query.where(eq(loginAttempts.email, userEmail)) : await query;
  return row!.n;
};

describe('dead sessions and old login attempts are purged', () => {
  it('removes sessions nobody can use any more and attempts no limit looks at; keeps the rest', async () => {
    const old = await createUser(t.database.db);
    await new Client(t.app).login(old.email, TEST_PASSWORD);
    await t.database.db.insert(loginAttempts).values({
      email: old.email,
      ip: '192.0.2.1',
      succeeded: false,
      attemptedAt: new Date('2030-09-01T00:00:00Z'),
    });
    // A day and a half later the first session is idle past any role's limit; a new one is alive.
    t.clock.advance(36 * 3_600_000);
    const fresh = await createUser(t.database.db);
    const client = new Client(t.app);
    await client.login(fresh.email, TEST_PASSWORD);
    const before = await count(sessions);

    const purged = await purgeAuthRecords(t.ctx);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.attempts).toBeGreaterThanOrEqual(1);
    expect(await count(sessions)).toBe(before - purged.sessions);
    expect((await client.get('/api/auth/me')).json().user).toMatchObject({ email: fresh.email });
    // The first login's own attempt (this month) is kept; the one from September is gone.
    expect(await count(loginAttempts, old.email)).toBe(1);
    // Run again: nothing more to do.
    expect(await purgeAuthRecords(t.ctx)).toEqual({ sessions: 0, attempts: 0 });
  });
});
