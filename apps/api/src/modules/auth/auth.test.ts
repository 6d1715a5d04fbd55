import { MSG } from '@hotel/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('login', () => {
  let email: string;
  beforeEach(async () => {
    const user = await createUser(t.database.db, { name: 'Ada Guest' });
    email = user.email;
  });

  it('logs in with the right password, sets an httpOnly session cookie, and answers the user', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/auth/login', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: expect.any(String), name: 'Ada Guest', email, role: 'guest' } });
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.value.length).toBeGreaterThanOrEqual(43);
    const me = await client.get('/api/auth/me');
    expect(me.json().user.email).toBe(email);
  });

  it('stores only a hash of the session token', async () => {
    const client = new Client(t.app);
    await client.login(email, TEST_PASSWORD);
    const token = client.cookies.get('sid')!;
    const rows = await t.database.db.execute(sql`select token_hash from sessions`);
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(token);
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const client = new Client(t.app);
    const wrong = await client.post('/api/auth/login', { email, password: 'not the password' });
    const unknown = await client.post('/api/auth/login', {
      email: 'nobody@example.test',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a case-changed or truncated password', async () => {
    const client = new Client(t.app);
    expect((await client.post('/api/auth/login', { email, password: TEST_PASSWORD.toUpperCase() })).statusCode).toBe(
      401,
    );
    expect((await client.post('/api/auth/login', { email, password: TEST_PASSWORD.slice(0, -1) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a disabled account with 403 after the right password', async () => {
    const user = await createUser(t.database.db, { role: 'receptionist', status: 'disabled' });
    const res = await new Client(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
  });

  it('lists every missing field', async () => {
    const res = await new Client(t.app).post('/api/auth/login', {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('throttles after 5 failures for an e-mail from one address, with Retry-After, and lifts it after the window', async () => {
    const client = new Client(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/login', { email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Try again later.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await client.post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('throttling holds across clients from the same address (kept in the database)', async () => {
    for (let i = 0; i < 5; i++) await new Client(t.app).post('/api/auth/login', { email, password: `wrong-${i}` });
    const res = await new Client(t.app).post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
  });
});

describe('logout and me', () => {
  it('ends the session server-side: the old cookie no longer works', async () => {
    const user = await createUser(t.database.db);
    const client = new Client(t.app);
    await client.login(user.email, TEST_PASSWORD);
    const oldSid = client.cookies.get('sid')!;
    const out = await client.post('/api/auth/logout');
    expect(out.statusCode).toBe(204);
    expect(client.cookies.has('sid')).toBe(false);
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: oldSid } });
    expect(replay.json()).toEqual({ user: null });
    const guarded = await t.app.inject({ method: 'GET', url: '/api/guest/bookings', cookies: { sid: oldSid } });
    expect(guarded.statusCode).toBe(401);
  });

  it('answers me without a session with no user, not an error (no failed request in a visitor’s console)', async () => {
    const res = await new Client(t.app).get('/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });
});

describe('registration', () => {
  it('registers a guest who can then log in', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/guest/register', {
      name: 'Grace Hopper',
      email: 'Grace@Example.test',
      phone: '+1 555 0100',
      password: 'a long passphrase',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Registration successful' });
    const user = await client.login('grace@example.test', 'a long passphrase');
    expect(user.role).toBe('guest');
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const user = await createUser(t.database.db);
    const res = await new Client(t.app).post('/api/guest/register', {
      name: 'Copy',
      email: user.email.toUpperCase(),
      password: 'another passphrase',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email is already registered');
  });

  it('refuses a role, or any unknown field, and stores nothing', async () => {
    const res = await new Client(t.app).post('/api/guest/register', {
      name: 'Mallory',
      email: 'mallory@example.test',
      password: 'a long passphrase',
      role: 'admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('role');
    const login = await new Client(t.app).post('/api/auth/login', {
      email: 'mallory@example.test',
      password: 'a long passphrase',
    });
    expect(login.statusCode).toBe(401);
  });

  it('applies the password rules: 6 characters minimum, no common passwords, not the e-mail name, long passphrases welcome', async () => {
    const client = new Client(t.app);
    const short = await client.post('/api/guest/register', { name: 'A', email: 'a@example.test', password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe('Password must be at least 6 characters long');
    const common = await client.post('/api/guest/register', {
      name: 'A',
      email: 'a@example.test',
      password: 'password1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toBe(MSG.passwordTooCommon);
    // From the real list of about 49,000 leaked passwords, not only the hundred best known.
    for (const leaked of ['beautiful1', 'sebastian1', 'snickers1']) {
      const res = await client.post('/api/guest/register', { name: 'A', email: 'a@example.test', password: leaked });
      expect(res.json().errors?.password, leaked).toBe(MSG.passwordTooCommon);
    }
    const named = await client.post('/api/guest/register', {
      name: 'Iris',
      email: 'iris.watson@example.test',
      password: 'my Iris.Watson password',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().errors.password).toBe(MSG.passwordHasEmail);
    const long = 'a b c 🎉 '.repeat(16);
    const ok = await client.post('/api/guest/register', { name: 'A', email: 'a@example.test', password: long });
    expect(ok.statusCode).toBe(201);
    await client.login('a@example.test', long);
  });

  it('explains every bad field at once', async () => {
    const res = await new Client(t.app).post('/api/guest/register', { name: '', email: 'not-an-email', password: '1' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password']);
  });
});
