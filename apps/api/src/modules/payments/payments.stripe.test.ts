import { randomBytes } from 'node:crypto';
import { CARD_MSG, PAYMENT_MSG } from '@hotel/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingOf, countRows, guestWithPendingBill } from '../../../test/payments-factories.js';
import { type StandInIntent, type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { createPaymentProvider } from '../../payments/index.js';
import { listPaymentRecords } from './payments.records.repository.js';
import { createPaymentsService } from './payments.service.js';

const WEBHOOK_SECRET = `whsec_test_${randomBytes(16).toString('hex')}`;
let t: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    clock: createClock('2031-01-15T10:00:00Z'),
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake_key_for_the_stand_in',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const signer = new Stripe('sk_test_only_for_signing');

/** A webhook delivery as Stripe sends it: the JSON body and its signature header. */
function delivery(
  type: string,
  intent: StandInIntent,
  options: { eventId?: string; secret?: string; signedAt?: Date } = {},
) {
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(t.clock.now().getTime() / 1000),
    livemode: false,
    data: { object: intent },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor((options.signedAt ?? t.clock.now()).getTime() / 1000),
  });
  return { payload, header };
}

const post = (d: { payload: string; header?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(d.header ? { 'stripe-signature': d.header } : {}) },
    payload: d.payload,
  });

async function startPayment(client: Client, bookingId: string, amount = 45000) {
  const res = await client.post('/api/payments/intent', { bookingId, amount });
  expect(res.statusCode, res.body).toBe(200);
  const clientSecret = res.json().clientSecret as string;
  const id = clientSecret.split('_secret_')[0]!;
  return { clientSecret, id, intent: stripe.intents.get(id)! };
}

describe('configuration', () => {
  it('hands the browser the publishable key, never the secret ones', async () => {
    const res = await new Client(t.app).get('/api/config');
    expect(res.json()).toEqual({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_fake_publishable',
      currency: 'usd',
      hotelTimezone: 'UTC',
    });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec_');
  });
});

describe('PaymentIntents with Stripe', () => {
  it('creates the intent for the bill with the booking in its metadata and a deterministic idempotency key', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id, intent } = await startPayment(client, booking.id);
    expect(intent).toMatchObject({ amount: 45000, currency: 'usd', metadata: { booking_id: booking.id } });
    const create = stripe.calls.find((c) => c.method === 'POST' && c.idempotencyKey?.includes(booking.id));
    expect(create?.idempotencyKey).toBe(`booking:${booking.id}:pi:0:45000`);
    expect(create?.authorization).toBe('Bearer sk_test_fake_key_for_the_stand_in');

    // Asked again (a double click, a reopened modal): the same intent, no second one at Stripe.
    const again = await startPayment(client, booking.id);
    expect(again.id).toBe(id);
    expect([...stripe.intents.values()].filter((i) => i.metadata.booking_id === booking.id)).toHaveLength(1);
  });

  it('two requests at once send the same idempotency key and get one intent', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const [a, b] = await Promise.all([startPayment(client, booking.id), startPayment(client, booking.id)]);
    expect(a.clientSecret).toBe(b.clientSecret);
    expect([...stripe.intents.values()].filter((i) => i.metadata.booking_id === booking.id)).toHaveLength(1);
  });

  it('confirms the bill only after Stripe reports the intent succeeded, and only once', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    const early = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe(PAYMENT_MSG.notPaid);

    stripe.fail(id);
    const declined = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(CARD_MSG.declined);

    stripe.succeed(id);
    const ok = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().billing).toMatchObject({ status: 'confirmed', amount: 450 });
    const replay = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(replay.json().billing).toEqual(ok.json().billing);
  });

  it('does not confirm when the succeeded intent is for another amount or another booking', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    stripe.succeed(id).amount = 100;
    // What Stripe took is applied; the rest is still owed, and nothing is refunded.
    const other = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(other.statusCode).toBe(409);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === id)).toEqual([]);
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ status: 'pending', balanceCents: 44900 });
    const intent = stripe.intents.get(id)!;
    intent.amount = 45000;
    intent.metadata = { booking_id: '00000000-0000-4000-8000-000000000000' };
    expect((await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 449 })).statusCode).toBe(402);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('pending');
  });
});

describe('a Stripe payment is applied exactly once', () => {
  const moneyOf = async (bookingId: string) =>
    (await listPaymentRecords(t.database.db, bookingId)).map((r) => [r.kind, r.amountCents]);

  it('a webhook and the guest’s confirm racing for the same intent apply it once', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    const intent = stripe.succeed(id);
    const [hook, confirm] = await Promise.all([
      post(delivery('payment_intent.succeeded', intent)),
      client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 }),
    ]);
    expect(hook.statusCode, hook.body).toBe(200);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await moneyOf(booking.id)).toEqual([['payment', 45000]]);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('confirmed');
  });

  it('a payment whose webhook never came is found by the reconciliation through Stripe’s API', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    stripe.succeed(id);
    await createPaymentsService(t.ctx, createPaymentProvider(t.ctx)).reconcile();
    expect((await billingOf(t.database.db, booking.id)).status).toBe('confirmed');
    expect(await moneyOf(booking.id)).toEqual([['payment', 45000]]);
  });

  it('a paid stay cancelled in the free period is refunded through Stripe, with an idempotency key', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    stripe.succeed(id);
    expect((await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 })).statusCode).toBe(200);
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === id);
    expect(refunds.map((r) => r.amount)).toEqual([45000]);
    expect(stripe.calls.find((c) => c.path === '/v1/refunds')?.idempotencyKey).toMatch(/^refund:/);
    expect(await moneyOf(booking.id)).toEqual([
      ['payment', 45000],
      ['refund', 45000],
    ]);
  });
});

describe('the Stripe webhook', () => {
  it('confirms the bill from a signed payment_intent.succeeded, without a session or CSRF token', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    const res = await post(delivery('payment_intent.succeeded', stripe.succeed(id)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await billingOf(t.database.db, booking.id)).status).toBe('confirmed');
    // The browser's confirmation afterwards is answered with the same bill.
    const confirm = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(confirm.json().billing.status).toBe('confirmed');
  });

  it('applies an event once, however often it is delivered', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    const before = await countRows(t.database.db, 'processed_payment_events');
    const event = delivery('payment_intent.succeeded', stripe.succeed(id));
    for (let i = 0; i < 5; i++) expect((await post(event)).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 5 }, () => post(event)));
    expect(await countRows(t.database.db, 'processed_payment_events')).toBe(before + 1);
    const billing = await billingOf(t.database.db, booking.id);
    expect(billing.status).toBe('confirmed');
  });

  it('never lets a late failure undo a payment', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    const succeeded = delivery('payment_intent.succeeded', { ...stripe.succeed(id) });
    const failed = delivery('payment_intent.payment_failed', {
      ...stripe.intents.get(id)!,
      status: 'requires_payment_method',
      last_payment_error: { message: CARD_MSG.declined },
    });
    expect((await post(succeeded)).statusCode).toBe(200);
    expect((await post(failed)).statusCode).toBe(200);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('confirmed');
  });

  it('marks a pending bill failed on a failure, and confirms it when a later attempt succeeds', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    expect((await post(delivery('payment_intent.payment_failed', { ...stripe.fail(id) }))).statusCode).toBe(200);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('failed');
    // A failed bill can still be paid.
    const retry = await startPayment(client, booking.id);
    expect(retry.id).toBe(id);
    expect((await post(delivery('payment_intent.succeeded', { ...stripe.succeed(id) }))).statusCode).toBe(200);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('confirmed');
  });

  it('does not confirm a bill from a succeeded intent of another amount', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    const res = await post(delivery('payment_intent.succeeded', { ...stripe.succeed(id), amount: 50 }));
    expect(res.statusCode).toBe(200);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('pending');
  });

  it('refuses a tampered body, a wrong secret, a stale or missing signature with 400 and changes nothing', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { id } = await startPayment(client, booking.id);
    const intent = { ...stripe.succeed(id) };
    const before = await countRows(t.database.db, 'processed_payment_events');

    const good = delivery('payment_intent.succeeded', intent);
    const tampered = { ...good, payload: good.payload.replace('"amount":45000', '"amount":45001') };
    expect(tampered.payload).not.toBe(good.payload);
    const stale = delivery('payment_intent.succeeded', intent, {
      signedAt: new Date(t.clock.now().getTime() - 301_000),
    });
    const wrongSecret = delivery('payment_intent.succeeded', intent, { secret: 'whsec_someone_else' });
    const unsigned = { payload: good.payload };

    for (const attempt of [tampered, stale, wrongSecret, unsigned]) {
      const res = await post(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PAYMENT_MSG.invalidSignature });
    }
    expect(await countRows(t.database.db, 'processed_payment_events')).toBe(before);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('pending');

    // Within the 300 s tolerance the same delivery is fine.
    t.clock.advance(299_000);
    expect((await post(good)).statusCode).toBe(200);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('confirmed');
  });

  it('acknowledges event types it does not handle without recording them', async () => {
    const before = await countRows(t.database.db, 'processed_payment_events');
    const intent = stripe.add({ id: `pi_${randomBytes(8).toString('hex')}`, status: 'canceled' });
    const res = await post(delivery('payment_intent.canceled', intent));
    expect(res.statusCode).toBe(200);
    expect(await countRows(t.database.db, 'processed_payment_events')).toBe(before);
  });

  it('acknowledges a payment for a booking it does not know', async () => {
    const intent = stripe.add({
      id: `pi_${randomBytes(8).toString('hex')}`,
      status: 'succeeded',
      metadata: { booking_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect((await post(delivery('payment_intent.succeeded', intent))).statusCode).toBe(200);
  });

  it('has no sandbox card form while Stripe is in use', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { clientSecret } = await startPayment(client, booking.id);
    const res = await client.post('/api/payments/sandbox/confirm', {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });
});
