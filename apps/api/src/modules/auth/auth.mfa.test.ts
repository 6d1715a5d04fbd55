import { MFA_MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { auditEntries, clientAs } from '../../../test/panel-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { mfaRecoveryCodes } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-02-01T09:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

/** The code an authenticator app shows for `secret`, `offset` periods from the hotel's now. */
const codeFor = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: t.clock.now().getTime() + offset * 30_000,
  });

async function staff(role: 'admin' | 'manager' | 'receptionist') {
  return createUser(t.database.db, { role, isDemo: false, name: `Two Step ${role}` });
}

/** Signs in with the password; enrols when asked; returns the client, the secret and the recovery codes. */
async function enrolled(role: 'admin' | 'manager') {
  const user = await staff(role);
  const client = new Client(t.app);
  const login = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  expect(login.json()).toEqual({ user: null, mfa: 'setup' });
  const setup = (await client.post('/api/auth/mfa/setup')).json();
  const enabled = await client.post('/api/auth/mfa/enable', { code: codeFor(setup.secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  t.clock.advance(60_000);
  return { user, client, secret: setup.secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

describe('staff sign-in with a second factor', () => {
  it('takes an admin or manager without one to enrolment: nothing else is open until it is done', async () => {
    const user = await staff('manager');
    const client = new Client(t.app);
    const login = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ user: null, mfa: 'setup' });
    expect((await client.get('/api/auth/me')).json().user).toBeNull();
    expect((await client.get('/api/bookings')).statusCode).toBe(401);

    const setup = await client.post('/api/auth/mfa/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qr } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await client.post('/api/auth/mfa/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: MFA_MSG.wrongCode });
    const enabled = await client.post('/api/auth/mfa/enable', { code: codeFor(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await client.get('/api/auth/me')).json().user).toMatchObject({ id: user.id, role: 'manager' });
    // Stored hashed: no code appears in the database.
    const stored = await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes.join()).not.toContain(row.codeHash);
    const [entry] = await auditEntries(t.database.db, user.id);
    expect(entry).toMatchObject({ action: 'user.mfa-enable' });
  });

  it('asks for a code after the password; each code is good once; a wrong code is refused', async () => {
    const { user, secret } = await enrolled('admin');
    const client = new Client(t.app);
    const login = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.json()).toEqual({ user: null, mfa: 'code' });
    expect((await client.get('/api/staff')).statusCode).toBe(401);
    const wrong = await client.post('/api/auth/mfa/verify', { code: '123456' });
    expect(wrong.statusCode).toBe(400);
    const code = codeFor(secret);
    const ok = await client.post('/api/auth/mfa/verify', { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ id: user.id });
    expect((await client.get('/api/staff')).statusCode).toBe(200);

    // The same code, replayed from another sign-in, is refused.
    const other = new Client(t.app);
    await other.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect((await other.post('/api/auth/mfa/verify', { code })).statusCode).toBe(400);
    expect((await other.post('/api/auth/mfa/verify', { code: codeFor(secret, 1) })).statusCode).toBe(200);
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const { user, recoveryCodes } = await enrolled('manager');
    const first = recoveryCodes[0]!;
    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const ok = await client.post('/api/auth/mfa/verify', { code: ` ${first.toLowerCase()} ` });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = new Client(t.app);
    await again.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect((await again.post('/api/auth/mfa/verify', { code: first })).statusCode).toBe(400);
  });

  it('throttles code guesses like sign-in attempts', async () => {
    const { user } = await enrolled('admin');
    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await client.post('/api/auth/mfa/verify', { code: `00000${i}` })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('an admin resets a manager’s factor (audited): their sessions end and they enrol again', async () => {
    const { user, client } = await enrolled('manager');
    const admin = (await clientAs(t, 'admin')).client;
    const receptionist = (await clientAs(t, 'receptionist')).client;
    expect((await receptionist.post(`/api/staff/${user.id}/mfa/reset`)).statusCode).toBe(403);
    const reset = await admin.post(`/api/staff/${user.id}/mfa/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(MFA_MSG.reset);
    expect((await client.get('/api/auth/me')).json().user).toBeNull();
    const again = new Client(t.app);
    expect((await again.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).json()).toEqual({
      user: null,
      mfa: 'setup',
    });
    const [entry] = await auditEntries(t.database.db, user.id);
    expect(entry).toMatchObject({ action: 'staff.mfa-reset' });
  });

  it('leaves guests, the demo accounts and other staff without a factor signing in with the password', async () => {
    const guest = await createUser(t.database.db, { role: 'guest', isDemo: false });
    const demoAdmin = await createUser(t.database.db, { role: 'admin', isDemo: true });
    const receptionist = await staff('receptionist');
    for (const user of [guest, demoAdmin, receptionist]) {
      const res = await new Client(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(res.json().user, user.role).toMatchObject({ id: user.id });
    }
    const guestClient = new Client(t.app);
    await guestClient.login(guest.email, TEST_PASSWORD);
    expect((await guestClient.post('/api/auth/mfa/setup')).statusCode).toBe(403);
    // A receptionist may choose to enrol; then their sign-in asks for the code too.
    const desk = new Client(t.app);
    await desk.login(receptionist.email, TEST_PASSWORD);
    const setup = (await desk.post('/api/auth/mfa/setup')).json();
    expect((await desk.post('/api/auth/mfa/enable', { code: codeFor(setup.secret) })).statusCode).toBe(200);
    const next = await new Client(t.app).post('/api/auth/login', {
      email: receptionist.email,
      password: TEST_PASSWORD,
    });
    expect(next.json()).toEqual({ user: null, mfa: 'code' });
  });
});
