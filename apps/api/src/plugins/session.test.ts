import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../test/test-app.js';
import { users } from '../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2026-06-01T09:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

describe('sessions', () => {
  it('gives a new session id at login: the cookie from before no longer works', async () => {
    const user = await createUser(t.database.db);
    const client = new Client(t.app);
    await client.login(user.email, TEST_PASSWORD);
    const first = client.cookies.get('sid')!;
    await client.login(user.email, TEST_PASSWORD);
    const second = client.cookies.get('sid')!;
    expect(second).not.toBe(first);
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: first } });
    expect(replay.json()).toEqual({ user: null });
  });

  it('ends a staff session after 30 idle minutes', async () => {
    const user = await createUser(t.database.db, { role: 'receptionist' });
    const client = new Client(t.app);
    await client.login(user.email, TEST_PASSWORD);
    t.clock.advance(29 * 60_000);
    expect((await client.get('/api/auth/me')).json().user).not.toBeNull();
    t.clock.advance(29 * 60_000);
    expect((await client.get('/api/auth/me')).json().user).not.toBeNull();
    t.clock.advance(31 * 60_000);
    expect((await client.get('/api/auth/me')).json().user).toBeNull();
  });

  it('is not kept alive by background requests: a dashboard refetching by itself still times out', async () => {
    const user = await createUser(t.database.db, { role: 'receptionist' });
    const client = new Client(t.app);
    await client.login(user.email, TEST_PASSWORD);
    // Live updates refetch every few minutes for an hour, with nobody at the desk.
    for (let i = 0; i < 5; i++) {
      t.clock.advance(11 * 60_000);
      const refetch = await client.get('/api/bookings/checkinandcheckoutguest', { 'x-background': '1' });
      if (i < 2) expect(refetch.statusCode, `refetch ${i}`).toBe(200);
      else expect(refetch.statusCode, `refetch ${i}`).toBe(401);
    }
    expect((await client.get('/api/auth/me')).json().user).toBeNull();
  });

  it('is kept alive by what a person does, even between background requests', async () => {
    const user = await createUser(t.database.db, { role: 'receptionist' });
    const client = new Client(t.app);
    await client.login(user.email, TEST_PASSWORD);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(10 * 60_000);
      expect((await client.get('/api/bookings/checkinandcheckoutguest', { 'x-background': '1' })).statusCode).toBe(200);
      t.clock.advance(10 * 60_000);
      expect((await client.get('/api/bookings/checkinandcheckoutguest')).statusCode).toBe(200);
    }
  });

  it('ends any session at the absolute limit, however active', async () => {
    const user = await createUser(t.database.db);
    const client = new Client(t.app);
    await client.login(user.email, TEST_PASSWORD);
    for (let hour = 0; hour < 11; hour++) {
      t.clock.advance(60 * 60_000);
      expect((await client.get('/api/auth/me')).json().user).not.toBeNull();
    }
    t.clock.advance(61 * 60_000);
    expect((await client.get('/api/auth/me')).json().user).toBeNull();
  });

  it('a disabled user is out at once', async () => {
    const user = await createUser(t.database.db, { role: 'housekeeping' });
    const client = new Client(t.app);
    await client.login(user.email, TEST_PASSWORD);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await client.get('/api/auth/me')).json().user).toBeNull();
  });

  it('the cookie is Secure when configured for HTTPS, under the __Host- prefix', async () => {
    const secure = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const user = await createUser(secure.database.db);
      const client = new Client(secure.app);
      await client.get('/api/auth/me');
      const res = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      const cookie = res.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
    } finally {
      await secure.close();
    }
  });
});
