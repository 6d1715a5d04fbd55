import { MSG } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../factories.js';
import { createSharedDatabase, HttpSession, type Instance, postgresTemplateUrl, startInstance } from './cluster.js';

/**
 * Sessions, CSRF tokens and login throttling live in the database, so they hold whichever instance a
 * request reaches (QUALITY.md reliability; API.md "any number of server instances share sessions").
 */

const templateUrl = postgresTemplateUrl();

describe.skipIf(!templateUrl)('two instances behind one address', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    shared = await createSharedDatabase(templateUrl!);
    [a, b] = await Promise.all([startInstance(shared.url), startInstance(shared.url)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.drop();
  });

  it('a session started on one instance works on the other, and a logout on either ends it on both', async () => {
    const user = await createUser(a.database.db, { role: 'receptionist', name: 'Desk Clerk' });
    const session = new HttpSession();
    await session.login(a.baseUrl, user.email, TEST_PASSWORD);

    const me = await session.get(b.baseUrl, '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json<{ user: { email: string } }>().user.email).toBe(user.email);
    // The XSRF token issued by A verifies on B: both sign with the secret kept in the database.
    const unsafe = await session.post(b.baseUrl, '/api/guest/register', {
      name: 'Walk In',
      email: `walk-in-${Date.now()}@example.test`,
      password: 'velvet-lantern-harbour',
    });
    expect(unsafe.status, unsafe.body).toBe(201);

    const kept = new Map(session.cookies);
    expect((await session.post(b.baseUrl, '/api/auth/logout')).status).toBe(204);
    const replay = new HttpSession();
    for (const [k, v] of kept) replay.cookies.set(k, v);
    expect((await replay.get(a.baseUrl, '/api/auth/me')).json()).toEqual({ user: null });
    expect((await replay.get(a.baseUrl, '/api/bookings')).status).toBe(401);
  });

  it('failed logins count across instances: the sixth attempt is refused on both, even with the right password', async () => {
    const user = await createUser(a.database.db, { name: 'Forgetful Guest' });
    for (let i = 0; i < 5; i++) {
      const res = await new HttpSession().post(i % 2 === 0 ? a.baseUrl : b.baseUrl, '/api/auth/login', {
        email: user.email,
        password: `wrong-${i}`,
      });
      expect(res.status).toBe(401);
    }
    for (const base of [a.baseUrl, b.baseUrl]) {
      const res = await new HttpSession().post(base, '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(res.status).toBe(429);
      expect(res.json().message).toBe(MSG.tooManyAttempts);
    }
  });
});
