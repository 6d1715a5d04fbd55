import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/hotel-time.js';
import { TEST_PASSWORD } from '../factories.js';
import { type StripeStandIn, startStripeStandIn } from '../stripe-stand-in.js';
import { Client } from '../test-app.js';
import { createCapturedApp, type Exchange } from './captured-app.js';
import { openapiOperations } from './openapi-routes.js';
import { createWorld, PRINCIPALS, type World } from './security-fixtures.js';

/**
 * Secrets stay where they belong (QUALITY.md security 15, 25, 26): no answer carries a password (hash or
 * plain), a session token or a payment client secret, except the session cookie itself and the client
 * secret in the answer that creates the payment intent for its owner; and no log line, at the most
 * talkative level, carries any of them, nor the XSRF token or the payment provider's keys.
 */

const PASSWORDS = {
  registered: `Registered-${randomBytes(6).toString('hex')}`,
  changed: `Changed-${randomBytes(6).toString('hex')}`,
  staff: `Staff-${randomBytes(6).toString('hex')}`,
};
const STRIPE_SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const UNLUCKY_EMAIL = `unlucky-${randomBytes(4).toString('hex')}@example.test`;
const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

type Captured = Awaited<ReturnType<typeof createCapturedApp>>;

async function rows<T>(c: Captured, query: string): Promise<T[]> {
  const result = await c.t.database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

/** Every cookie value of a kind the app issued, read from the recorded Set-Cookie headers. */
function issuedCookies(exchanges: Exchange[], name: string): string[] {
  const values = new Set<string>();
  for (const e of exchanges) {
    const header = e.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [String(header)] : []) {
      const [pair] = String(line).split(';');
      const [key, value] = pair!.split('=');
      if (key === name && value) values.add(value);
    }
  }
  return [...values];
}

/** A guest's life and the staff's day: registration to payment, plus every readable route for everyone. */
async function exercise(
  c: Captured,
  w: World,
  pay: (payer: Client, clientSecret: string, intentId: string) => Promise<void>,
) {
  const app = c.t.app;
  const guest = new Client(app);
  const email = `secret-keeper-${randomBytes(4).toString('hex')}@example.test`;
  expect(
    (await guest.post('/api/guest/register', { name: 'Secret Keeper', email, password: PASSWORDS.registered }))
      .statusCode,
  ).toBe(201);
  await guest.login(email, PASSWORDS.registered);
  await guest.get('/api/auth/me');
  const changed = await guest.put('/api/guest/profile', {
    name: 'Secret Keeper',
    phone: '+1 555 0199',
    password: PASSWORDS.changed,
    currentPassword: PASSWORDS.registered,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  // Wrong password, unknown account, then the right one.
  await new Client(app).post('/api/auth/login', { email, password: PASSWORDS.registered });
  await new Client(app).post('/api/auth/login', { email: 'nobody@example.test', password: PASSWORDS.changed });
  const me = new Client(app);
  await me.login(email, PASSWORDS.changed);

  const room = await w.freshRoom({ priceCents: 20000 });
  const checkIn = addDays(w.today, 14);
  const booked = await me.post('/api/bookings/create', {
    roomId: room.id,
    checkInDate: checkIn,
    checkOutDate: addDays(checkIn, 2),
    totalPrice: 400,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().booking._id as string;
  const intent = await me.post('/api/payments/intent', { bookingId, amount: 40000 });
  expect(intent.statusCode, intent.body).toBe(200);
  const clientSecret = intent.json().clientSecret as string;
  await pay(me, clientSecret, clientSecret.split('_secret_')[0]!);
  const confirmed = await me.post('/api/billings/confirm', { bookingId, amount: 400 });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await me.get('/api/guest/bookings');

  // Staff: a new colleague, a password reset, and the lists that show users and bills.
  const admin = w.client('admin');
  const created = await admin.post('/api/staff', {
    name: 'New Colleague',
    email: `colleague-${randomBytes(4).toString('hex')}@example.test`,
    contact: '+1 555 0111',
    role: 'receptionist',
    password: PASSWORDS.staff,
  });
  expect(created.statusCode, created.body).toBe(201);
  const colleague = created.json().user as { _id: string; name: string; email: string };
  await admin.put(`/api/staff/${colleague._id}`, {
    name: colleague.name,
    email: colleague.email,
    contact: '+1 555 0112',
    role: 'receptionist',
    password: `${PASSWORDS.staff}-2`,
  });

  // Refusals that are logged as security events.
  await w.client('guestB').request({ method: 'POST', url: '/api/auth/logout', csrf: false });
  await w.client('guestB').get('/api/staff');
  await me.post('/api/auth/logout');

  // Every readable route, as every principal.
  const operations = await openapiOperations(app);
  for (const op of operations) {
    if (op.method !== 'GET' || op.streaming) continue;
    const url = op.path.replace('{id}', w.room.id).replace('{roomId}', w.room.id).replace('{file}', w.imageFile);
    for (const p of PRINCIPALS) await w.client(p).get(url);
  }
  return { clientSecret, bookingId };
}

interface Secrets {
  /** Name → values that must appear nowhere except where `allowed` says. */
  values: Map<string, string[]>;
}

async function collectSecrets(c: Captured, extra: Record<string, string[]> = {}): Promise<Secrets> {
  const users = await rows<{ password_hash: string }>(c, 'select password_hash from users');
  const sessions = await rows<{ token_hash: string }>(c, 'select token_hash from sessions');
  const intents = await rows<{ client_secret: string }>(c, 'select client_secret from payment_intents');
  const values = new Map<string, string[]>([
    ['password hash', [...new Set(users.map((u) => u.password_hash))]],
    ['plain password', [TEST_PASSWORD, ...Object.values(PASSWORDS), `${PASSWORDS.staff}-2`]],
    ['session token', [...issuedCookies(c.exchanges, 'sid'), ...issuedCookies(c.exchanges, '__Host-sid')]],
    ['session token hash', sessions.map((s) => s.token_hash)],
    ['client secret', intents.map((i) => i.client_secret)],
    ...Object.entries(extra),
  ]);
  return { values };
}

function leaksInAnswers(c: Captured, secrets: Secrets, owner: { clientSecret: string }) {
  const leaks: string[] = [];
  for (const e of c.exchanges) {
    const headers = Object.entries(e.headers)
      .filter(([name]) => name !== 'set-cookie')
      .map(([, v]) => String(v))
      .join('\n');
    for (const [kind, list] of secrets.values) {
      for (const secret of list) {
        if (!secret) continue;
        if (headers.includes(secret)) leaks.push(`${kind} in a header of ${e.method} ${e.url}`);
        if (!e.body.includes(secret)) continue;
        // The one place a client secret belongs: the answer that created it, to the guest who pays.
        if (kind === 'client secret' && e.url === '/api/payments/intent' && secret === owner.clientSecret) continue;
        leaks.push(`${kind} in the answer to ${e.method} ${e.url}`);
      }
    }
    if (/\$argon2|\$scrypt/.test(e.body)) leaks.push(`a password hash shape in the answer to ${e.method} ${e.url}`);
    if (/password_?hash/i.test(e.body)) leaks.push(`a password hash field in the answer to ${e.method} ${e.url}`);
  }
  return leaks;
}

function leaksInLogs(c: Captured, secrets: Secrets) {
  const leaks: string[] = [];
  const csrfTokens = issuedCookies(c.exchanges, 'XSRF-TOKEN');
  for (const line of c.lines) {
    for (const [kind, list] of [...secrets.values, ['XSRF token', csrfTokens] as const]) {
      for (const secret of list) if (secret && line.includes(secret)) leaks.push(`${kind}: ${line.slice(0, 200)}`);
    }
    if (/\$argon2|\$scrypt|sk_(test|live)_|whsec_|client_secret|_secret_/.test(line))
      leaks.push(`secret-shaped text: ${line.slice(0, 200)}`);
  }
  return leaks;
}

function events(c: Captured): Set<string> {
  const found = new Set<string>();
  for (const line of c.lines) {
    const event = (JSON.parse(line) as { event?: string }).event;
    if (event) found.add(event);
  }
  return found;
}

describe('with the sandbox payment provider', () => {
  let c: Captured;
  let w: World;
  let owner: { clientSecret: string };
  beforeAll(async () => {
    c = await createCapturedApp();
    w = await createWorld(c.t);
    owner = await exercise(c, w, async (payer, clientSecret) => {
      const paid = await payer.post('/api/payments/sandbox/confirm', { clientSecret, card: GOOD_CARD });
      expect(paid.statusCode, paid.body).toBe(200);
    });
    // A failure nobody planned for, in a query that carries a password hash and an e-mail address.
    await rows(c, 'alter table users rename to users_away');
    const failed = await new Client(c.t.app).post('/api/guest/register', {
      name: 'Unlucky Guest',
      email: UNLUCKY_EMAIL,
      password: PASSWORDS.registered,
    });
    await rows(c, 'alter table users_away rename to users');
    expect(failed.statusCode).toBe(500);
  }, 120_000);
  afterAll(async () => {
    await c?.t.close();
  });

  it('no answer carries a password, a session token or a client secret where it does not belong', async () => {
    const secrets = await collectSecrets(c);
    expect(secrets.values.get('session token')!.length).toBeGreaterThan(3);
    expect(secrets.values.get('client secret')!.length).toBeGreaterThan(0);
    expect(leaksInAnswers(c, secrets, owner)).toEqual([]);
  });

  it('no log line carries any of them, nor the XSRF token', async () => {
    expect(c.lines.length).toBeGreaterThan(100);
    expect(leaksInLogs(c, await collectSecrets(c))).toEqual([]);
  });

  it('an unexpected database error is logged with its statement and code, not the values it carried', () => {
    const logged = c.lines.filter((line) => line.includes('"msg":"unexpected error"'));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).toContain('users');
      expect(line).not.toContain(UNLUCKY_EMAIL);
      expect(line).not.toMatch(/\$argon2/);
    }
  });

  it('the security events are in the log, with the request id and no personal data beyond ids', () => {
    const found = events(c);
    for (const event of [
      'login',
      'login_failure',
      'logout',
      'password_change',
      'staff_created',
      'authz_failure',
      'csrf_failure',
    ])
      expect(found, event).toContain(event);
    for (const line of c.lines) {
      const entry = JSON.parse(line) as { event?: string; reqId?: string; time?: number };
      if (!entry.event) continue;
      expect(entry.reqId, line).toBeTruthy();
      expect(entry.time, line).toBeTypeOf('number');
    }
  });
});

describe('with the hosted payment provider', () => {
  let c: Captured;
  let w: World;
  let stripe: StripeStandIn;
  let owner: { clientSecret: string };
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    c = await createCapturedApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_publishable_may_be_shown',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    w = await createWorld(c.t);
    owner = await exercise(c, w, async (_payer, _secret, intentId) => {
      const intent = stripe.succeed(intentId);
      // The provider's webhook, whose event body carries the intent and its client secret.
      const payload = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        api_version: '2026-10-28.endive',
        created: Math.floor(c.t.clock.now().getTime() / 1000),
        livemode: false,
        data: { object: intent },
      });
      const signature = new Stripe('sk_test_only_for_signing').webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(c.t.clock.now().getTime() / 1000),
      });
      for (const header of [signature, 't=1,v1=forged']) {
        await c.t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          payload,
        });
      }
    });
  }, 120_000);
  afterAll(async () => {
    await c?.t.close();
    await stripe?.close();
  });

  it('no answer carries a password, a session token, a client secret or a provider key out of place', async () => {
    const secrets = await collectSecrets(c, { 'provider key': [STRIPE_SECRET_KEY, WEBHOOK_SECRET] });
    expect(secrets.values.get('client secret')!.length).toBeGreaterThan(0);
    expect(leaksInAnswers(c, secrets, owner)).toEqual([]);
  });

  it('no log line carries any of them, including the signed webhook body', async () => {
    const secrets = await collectSecrets(c, { 'provider key': [STRIPE_SECRET_KEY, WEBHOOK_SECRET] });
    expect(leaksInLogs(c, secrets)).toEqual([]);
    expect(events(c)).toContain('webhook_signature_failure');
  });

  it('the secret key was in use (so its absence elsewhere means something): in the provider calls only', () => {
    expect(stripe.calls.some((call) => call.authorization?.includes(STRIPE_SECRET_KEY))).toBe(true);
  });
});
