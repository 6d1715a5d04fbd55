import { MSG } from '@hotel/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { loginAttempts } from '../../db/schema.js';
import { configurePasswordHashing } from '../../lib/passwords.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-01-15T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

/** A login as a client at `ip` sends it, without a session (the login route needs no CSRF token before one). */
async function login(ip: string, email: string, password: string) {
  const page = await t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: ip });
  const cookie = page.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { cookie: `XSRF-TOKEN=${cookie.value}`, 'x-xsrf-token': cookie.value },
    payload: { email, password },
  });
}

const attemptsOf = async (email: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, email))
  )[0]!.n;

describe('the login limit cannot be raced', () => {
  it('a burst of wrong passwords and the right one, all at once from one address: only five are checked', async () => {
    const user = await createUser(t.database.db);
    const burst = [
      ...Array.from({ length: 40 }, (_, i) => login('198.51.100.7', user.email, `wrong-${i}`)),
      login('198.51.100.7', user.email, TEST_PASSWORD),
    ];
    const answers = await Promise.all(burst);
    const checked = answers.filter((r) => r.statusCode === 401 || r.statusCode === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(answers.length - checked.length);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(r.json()).toEqual({ message: MSG.tooManyAttempts });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await attemptsOf(user.email)).toBe(checked.length);
  });
});

describe('an attack never locks the owner out', () => {
  it('failures from many addresses do not stop the owner signing in from an address they used before', async () => {
    const user = await createUser(t.database.db);
    expect((await login('203.0.113.10', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // More than a hundred failures in the hour, five from each of 21 addresses.
    for (let a = 1; a <= 21; a++) {
      for (let i = 0; i < 5; i++) await login(`192.0.2.${a}`, user.email, `guess-${a}-${i}`);
    }
    expect((await login('203.0.113.10', user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('from a new address, an account under attack is slowed down progressively, not locked for an hour', async () => {
    const user = await createUser(t.database.db);
    for (let a = 1; a <= 2; a++) {
      for (let i = 0; i < 5; i++) {
        expect((await login(`192.0.2.${100 + a}`, user.email, `guess-${a}-${i}`)).statusCode).toBe(401);
      }
    }
    // Ten failures: the next attempt from anywhere new waits a second after the last failure, then two, then four.
    const slowed = await login('192.0.2.200', user.email, TEST_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(1);
    t.clock.advance(1_000);
    expect((await login('192.0.2.201', user.email, 'still-wrong')).statusCode).toBe(401);
    const longer = await login('192.0.2.202', user.email, TEST_PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
    t.clock.advance(2_000);
    // The owner, at a new address, gets in once the short wait is over.
    expect((await login('192.0.2.203', user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password hashing under a flood', () => {
  it('refuses a flood from one address with 503 and Retry-After, while another address signs in', async () => {
    // The production bounds (the test app turns them off: all its requests come from one address).
    configurePasswordHashing({ maxWaiting: 32, perAddress: 8 });
    const user = await createUser(t.database.db);
    // Different e-mails, so the login limit (per e-mail and address) does not stop them first.
    const flood = Array.from({ length: 40 }, (_, i) => login('203.0.113.66', `nobody-${i}@example.test`, 'wrong'));
    const owner = login('198.51.100.77', user.email, TEST_PASSWORD);
    const answers = await Promise.all(flood);
    expect((await owner).statusCode).toBe(200);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ message: MSG.serviceUnavailable });
    }
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 503)).toBe(true);
    configurePasswordHashing({ maxWaiting: 0, perAddress: 0 });
  });
});
