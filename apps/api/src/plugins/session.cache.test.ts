import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { clientAs } from '../../test/panel-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessions, users } from '../db/schema.js';
import { SESSION_CHANGE_HOLD_MS } from '../modules/auth/session-cache.js';

// Counts the reads of a session from the database, the one thing keeping them in memory saves.
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../modules/auth/auth.sessions.repository.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../modules/auth/auth.sessions.repository.js')>();
  return {
    ...actual,
    findSessionWithUser: (...args: Parameters<typeof actual.findSessionWithUser>) => {
      reads.count++;
      return actual.findSessionWithUser(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Waits out the pause after this server's own change of sessions, so that what follows is read and kept again. */
const afterChangesSettle = () => new Promise((done) => setTimeout(done, SESSION_CHANGE_HOLD_MS + 50));

const disable = (id: string) => t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, id));

describe('sessions kept in memory', () => {
  it('a signed-in request reads its session from the database once, not on every request', async () => {
    await afterChangesSettle();
    const { client } = await clientAs(t, 'receptionist');
    await client.get('/api/auth/me');
    const before = reads.count;
    for (let i = 0; i < 5; i++) expect((await client.get('/api/auth/me')).json().user.role).toBe('receptionist');
    expect(reads.count).toBe(before);
  });

  it('what the guest changes through the app shows at once: a new name, a sign-out', async () => {
    await afterChangesSettle();
    const { client } = await clientAs(t, 'guest', { name: 'Ada Before' });
    await client.get('/api/auth/me');
    expect((await client.get('/api/auth/me')).json().user.name).toBe('Ada Before');
    expect((await client.put('/api/guest/profile', { name: 'Ada After', phone: '', password: '' })).statusCode).toBe(
      200,
    );
    expect((await client.get('/api/auth/me')).json().user.name).toBe('Ada After');

    const cookie = client.cookies.get('sid')!;
    expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: cookie } });
    expect(replay.json()).toEqual({ user: null });
  });

  it('a change made elsewhere (another server, or by hand) is seen once its notice arrives', async () => {
    await afterChangesSettle();
    const { client, user } = await clientAs(t, 'housekeeping');
    await client.get('/api/auth/me');
    const kept = reads.count;
    expect((await client.get('/api/auth/me')).json().user).not.toBeNull();
    expect(reads.count).toBe(kept);
    await disable(user.id);
    // Far sooner than a kept session's own time (SESSION_KEPT_MS): the notice drops it.
    await vi.waitFor(async () => expect((await client.get('/api/auth/me')).json().user).toBeNull(), {
      timeout: 1500,
      interval: 20,
    });
  });

  it('a kept session that looks idle is read again, not ended: another server may have seen it since', async () => {
    await afterChangesSettle();
    const { client, user } = await clientAs(t, 'receptionist');
    await client.get('/api/auth/me');
    // Another server's request, 25 minutes on, marked the session seen there; this server's copy does not know.
    t.clock.advance(25 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: t.clock.now() }).where(eq(sessions.userId, user.id));
    t.clock.advance(10 * 60_000);
    expect((await client.get('/api/auth/me')).json().user).not.toBeNull();
  });

  // Only PostgreSQL has a connection to lose.
  it.skipIf(!inject('postgresTemplateUrl'))(
    'are read afresh while the notice connection is down, so a change missed meanwhile is seen at once',
    async () => {
      await afterChangesSettle();
      const { client, user } = await clientAs(t, 'receptionist');
      await client.get('/api/auth/me');
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
      );
      await vi.waitFor(async () => {
        const before = reads.count;
        await client.get('/api/auth/me');
        expect(reads.count).toBe(before + 1);
      });
      await disable(user.id);
      expect((await client.get('/api/auth/me')).json().user).toBeNull();
    },
  );
});
