import { PASSWORD_RESET_MSG } from '@hotel/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { mailOutbox, passwordResets } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-03-01T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'a brand new passphrase';

async function resetMailTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'password_reset')));
}

/** The token of the newest reset link e-mailed to `email`, read from the message as the guest gets it. */
async function tokenFor(email: string) {
  const rows = await resetMailTo(email);
  const text = rows.at(-1)?.text ?? '';
  const link = text.match(/https?:\/\/\S+\/reset-password\?token=([\w%-]+)/);
  expect(link, text).toBeTruthy();
  expect(rows.at(-1)!.html).toContain('/reset-password?token=');
  return decodeURIComponent(link![1]!);
}

const forgot = (email: string) => new Client(t.app).post('/api/auth/forgot-password', { email });

describe('forgot password', () => {
  it('answers the same for an unknown address and an account, and e-mails only the account', async () => {
    const user = await createUser(t.database.db);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_MSG.sent });
    expect(unknown.json()).toEqual(known.json());
    expect(await resetMailTo('nobody-here@example.com')).toHaveLength(0);
    const [mail] = await resetMailTo(user.email);
    expect(mail).toMatchObject({ subject: 'Reset your password at The Aurelia', sentAt: null });
    // Only a hash of the token is kept.
    const token = await tokenFor(user.email);
    const [stored] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
  });

  it('sends nothing to a guest the desk booked without a password', async () => {
    const walkIn = await createUser(t.database.db, { hasPassword: false });
    expect((await forgot(walkIn.email)).statusCode).toBe(200);
    expect(await resetMailTo(walkIn.email)).toHaveLength(0);
  });

  it('is limited like sign-in attempts', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).statusCode).toBe(200);
    expect((await forgot(user.email)).statusCode).toBe(429);
  });
});

describe('reset password', () => {
  it('sets the password once, and ends every session of the account', async () => {
    const user = await createUser(t.database.db);
    const elsewhere = new Client(t.app);
    await elsewhere.login(user.email, TEST_PASSWORD);
    await forgot(user.email);
    const token = await tokenFor(user.email);

    const res = await new Client(t.app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MSG.done });

    expect((await elsewhere.get('/api/auth/me')).json().user).toBeNull();
    const login = new Client(t.app);
    await login.login(user.email, NEW_PASSWORD);
    expect(
      (await new Client(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);

    const again = await new Client(t.app).post('/api/auth/reset-password', {
      token,
      password: 'yet another passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSWORD_RESET_MSG.invalidLink);
  });

  it('expires after 30 minutes', async () => {
    const user = await createUser(t.database.db);
    await forgot(user.email);
    const token = await tokenFor(user.email);
    t.clock.advance(30 * 60_000 + 1000);
    const res = await new Client(t.app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    await new Client(t.app).login(user.email, TEST_PASSWORD);
  });

  it('applies the password policy, and keeps the link for a better password', async () => {
    const user = await createUser(t.database.db);
    await forgot(user.email);
    const token = await tokenFor(user.email);
    const weak = await new Client(t.app).post('/api/auth/reset-password', { token, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const short = await new Client(t.app).post('/api/auth/reset-password', { token, password: 'abc' });
    expect(short.statusCode).toBe(400);
    const ok = await new Client(t.app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await new Client(t.app).post('/api/auth/reset-password', { token: 'made-up', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PASSWORD_RESET_MSG.invalidLink);
  });
});
