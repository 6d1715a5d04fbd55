import { CARD_MSG, PAYMENT_MSG } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { billingOf, guestWithPendingBill, intentsOf } from '../../../test/payments-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-01-15T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

async function intentFor(client: Client, bookingId: string, amount: number) {
  const res = await client.post('/api/payments/intent', { bookingId, amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().clientSecret as string;
}

describe('configuration', () => {
  it('tells the browser which card form to show, without any secret', async () => {
    const res = await new Client(t.app).get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentProvider: 'sandbox', currency: 'usd', hotelTimezone: 'UTC' });
  });
});

describe('paying a pending bill with the sandbox', () => {
  it('creates an intent for exactly the bill, confirms the card, then confirms the bill once', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const clientSecret = await intentFor(client, booking.id, 45000);
    expect(clientSecret).toMatch(/^pi_sandbox_\w+_secret_/);

    const card = await client.post('/api/payments/sandbox/confirm', { clientSecret, card: goodCard });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toEqual({ status: 'succeeded' });

    const confirm = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { billing } = confirm.json();
    expect(billing).toMatchObject({
      booking: { _id: booking.id },
      amount: 450,
      status: 'confirmed',
      paymentMethod: 'card',
    });

    // Replayed: the same bill, unchanged.
    const again = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(again.statusCode).toBe(200);
    expect(again.json().billing).toEqual(billing);

    // Nothing is left to pay.
    const more = await client.post('/api/payments/intent', { bookingId: booking.id, amount: 45000 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(PAYMENT_MSG.nothingToPay);

    const list = await client.get('/api/guest/bookings');
    expect(list.json()).toMatchObject({ totalBookings: 1, totalAmountSpent: 450 });
    expect(list.json().bookings[0].billingId).toMatchObject({ status: 'confirmed', amount: 450 });
  });

  it('gives the same intent to a repeated request (a double click makes one intent)', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const [a, b] = await Promise.all([intentFor(client, booking.id, 45000), intentFor(client, booking.id, 45000)]);
    expect(a).toBe(b);
    expect(await intentFor(client, booking.id, 45000)).toBe(a);
    expect(await intentsOf(t.database.db, booking.id)).toHaveLength(1);
  });

  it('refuses an intent for any amount but the pending bill × 100', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    for (const amount of [450, 44999, 45001, 1]) {
      const res = await client.post('/api/payments/intent', { bookingId: booking.id, amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.amount).toContain('45000');
    }
    const bad = await client.post('/api/payments/intent', { bookingId: booking.id, amount: 450.5, extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'extra']);
    expect(await intentsOf(t.database.db, booking.id)).toHaveLength(0);
  });

  it('answers 402 to a confirmation before the card was paid, and changes nothing', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const early = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(early.statusCode).toBe(402);
    await intentFor(client, booking.id, 45000);
    const unpaid = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().message).toBe(PAYMENT_MSG.notPaid);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('pending');
  });

  it('refuses a confirmation naming another amount than the bill', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const clientSecret = await intentFor(client, booking.id, 45000);
    await client.post('/api/payments/sandbox/confirm', { clientSecret, card: goodCard });
    const res = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 1 });
    expect(res.statusCode).toBe(400);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('pending');
  });

  it.each([
    ['4000 0000 0000 0002', CARD_MSG.declined],
    ['4000 0000 0000 9995', CARD_MSG.insufficientFunds],
    ['4000 0000 0000 0069', CARD_MSG.expiredCard],
    ['4242 4242 4242 4241', CARD_MSG.invalidNumber],
  ])('declines %s with “%s”, and the bill stays pending', async (number, message) => {
    const { client, booking } = await guestWithPendingBill(t);
    const clientSecret = await intentFor(client, booking.id, 45000);
    const res = await client.post('/api/payments/sandbox/confirm', { clientSecret, card: { ...goodCard, number } });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message });
    const confirm = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json().message).toBe(message);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('pending');

    // The same intent can still be paid with a good card afterwards.
    expect((await client.post('/api/payments/sandbox/confirm', { clientSecret, card: goodCard })).statusCode).toBe(200);
    expect((await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 })).statusCode).toBe(200);
  });

  it('declines a past expiry and a short security code with the provider words', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const clientSecret = await intentFor(client, booking.id, 45000);
    const past = await client.post('/api/payments/sandbox/confirm', {
      clientSecret,
      card: { ...goodCard, expMonth: 12, expYear: 2030 },
    });
    expect(past.json()).toEqual({ message: CARD_MSG.pastExpiry });
    const cvc = await client.post('/api/payments/sandbox/confirm', { clientSecret, card: { ...goodCard, cvc: '12' } });
    expect(cvc.statusCode).toBe(402);
    expect(cvc.json()).toEqual({ message: CARD_MSG.incompleteCvc });
  });

  it('does not confirm with a made-up client secret', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const clientSecret = await intentFor(client, booking.id, 45000);
    const forged = `${clientSecret.split('_secret_')[0]}_secret_guess`;
    const res = await client.post('/api/payments/sandbox/confirm', { clientSecret: forged, card: goodCard });
    expect(res.statusCode).toBe(404);
    expect((await intentsOf(t.database.db, booking.id))[0]!.status).toBe('requires_payment_method');
  });
});

describe("another guest's booking", () => {
  it('is not found for intents and confirmations, and nothing changes', async () => {
    const { client: owner, booking } = await guestWithPendingBill(t);
    const clientSecret = await intentFor(owner, booking.id, 45000);
    await owner.post('/api/payments/sandbox/confirm', { clientSecret, card: goodCard });

    const intruder = await createUser(t.database.db);
    const other = new Client(t.app);
    await other.login(intruder.email, TEST_PASSWORD);
    const intent = await other.post('/api/payments/intent', { bookingId: booking.id, amount: 45000 });
    expect(intent.statusCode).toBe(404);
    const confirm = await other.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json()).toEqual({ message: PAYMENT_MSG.bookingNotFound });
    expect((await billingOf(t.database.db, booking.id)).status).toBe('pending');
    expect(await intentsOf(t.database.db, booking.id)).toHaveLength(1);
  });

  it('is refused to visitors and housekeeping; the desk may take the card, but its word is not a payment', async () => {
    const { booking } = await guestWithPendingBill(t);
    const anonymous = await new Client(t.app).post('/api/payments/intent', { bookingId: booking.id, amount: 45000 });
    expect(anonymous.statusCode).toBe(401);
    const keeper = await createUser(t.database.db, { role: 'housekeeping' });
    const housekeeping = new Client(t.app);
    await housekeeping.login(keeper.email, TEST_PASSWORD);
    expect((await housekeeping.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 })).statusCode).toBe(
      403,
    );
    const staff = await createUser(t.database.db, { role: 'receptionist' });
    const desk = new Client(t.app);
    await desk.login(staff.email, TEST_PASSWORD);
    expect((await desk.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 })).statusCode).toBe(402);
  });
});

describe('the Stripe-only webhook', () => {
  it('is not there while the sandbox is in use', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }),
    });
    expect(res.statusCode).toBe(404);
  });
});
