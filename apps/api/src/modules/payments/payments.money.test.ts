import { PAYMENT_MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../../../test/panel-factories.js';
import { billingOf, bookingRow, guestWithPendingBill, intentsOf } from '../../../test/payments-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { paymentIntents } from '../../db/schema.js';
import { createPaymentProvider } from '../../payments/index.js';
import { listPaymentRecords } from './payments.records.repository.js';
import { createPaymentsService } from './payments.service.js';

// Today in the hotel (UTC) is 2031-01-15; the stays are in June, free to cancel.
let t: TestApp;
let admin: Client;
let manager: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-01-15T10:00:00Z') });
  admin = (await clientAs(t, 'admin')).client;
  manager = (await clientAs(t, 'manager')).client;
});
afterAll(async () => {
  await t.close();
});

const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

/** The money records of a booking, as [kind, cents], oldest first. */
async function moneyOf(bookingId: string) {
  return (await listPaymentRecords(t.database.db, bookingId)).map((r) => [r.kind, r.amountCents]);
}

/** The card pays the $450 bill at the provider; the browser never tells the server (the tab closed). */
async function paidButNotConfirmed() {
  const scenario = await guestWithPendingBill(t);
  const intent = await scenario.client.post('/api/payments/intent', { bookingId: scenario.booking.id, amount: 45000 });
  expect(intent.statusCode, intent.body).toBe(200);
  const card = await scenario.client.post('/api/payments/sandbox/confirm', {
    clientSecret: intent.json().clientSecret,
    card: goodCard,
  });
  expect(card.statusCode, card.body).toBe(200);
  return scenario;
}

async function paidAndConfirmed() {
  const scenario = await paidButNotConfirmed();
  const confirm = await scenario.client.post('/api/billings/confirm', { bookingId: scenario.booking.id, amount: 450 });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { ...scenario, billingId: confirm.json().billing._id as string };
}

const revenue = async () => (await admin.get('/api/billings/total-revenue')).json().totalRevenue as number;

describe('a guest cannot pay twice', () => {
  it('a payment made in a tab that closed is applied when the guest asks to pay again, and no new intent is made', async () => {
    const { client, booking } = await paidButNotConfirmed();
    const again = await client.post('/api/payments/intent', { bookingId: booking.id, amount: 45000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MSG.nothingToPay);
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ status: 'confirmed', paymentMethod: 'card' });
    expect(await intentsOf(t.database.db, booking.id)).toHaveLength(1);
    expect(await moneyOf(booking.id)).toEqual([['payment', 45000]]);
    const listed = (await client.get('/api/guest/bookings')).json().bookings[0];
    expect(listed.billingId).toMatchObject({ status: 'confirmed', amount: 450 });
  });

  it('the confirm call after that answers the same bill, and the payment is recorded once', async () => {
    const { client, booking } = await paidButNotConfirmed();
    const [first, second] = await Promise.all([
      client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 }),
      client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 }),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(await moneyOf(booking.id)).toEqual([['payment', 45000]]);
  });
});

describe('a payment never vanishes', () => {
  it('a guest who paid (tab closed) and then cancels in the free period gets the payment back', async () => {
    const { client, booking } = await paidButNotConfirmed();
    const before = await revenue();
    const cancel = await client.post(`/api/bookings/${booking.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().charge).toBe(0);
    expect(await moneyOf(booking.id)).toEqual([
      ['payment', 45000],
      ['refund', 45000],
    ]);
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ amountCents: 0, refundDueCents: 0 });
    expect(await revenue()).toBe(before);
  });

  it('cancelling a paid stay refunds it through the provider at once; a late one keeps the first night', async () => {
    const free = await paidAndConfirmed();
    expect((await free.client.post(`/api/bookings/${free.booking.id}/cancel`)).statusCode).toBe(200);
    expect(await moneyOf(free.booking.id)).toEqual([
      ['payment', 45000],
      ['refund', 45000],
    ]);

    // Inside the 24 hours before check-in.
    t.clock.set('2031-06-09T20:00:00Z');
    let late: Awaited<ReturnType<typeof paidAndConfirmed>>;
    try {
      late = await paidAndConfirmed();
      const cancel = await late.client.post(`/api/bookings/${late.booking.id}/cancel`);
      expect(cancel.json().charge).toBe(150);
    } finally {
      t.clock.set('2031-01-15T10:00:00Z');
    }
    expect(await moneyOf(late.booking.id)).toEqual([
      ['payment', 45000],
      ['refund', 30000],
    ]);
    expect(await billingOf(t.database.db, late.booking.id)).toMatchObject({
      amountCents: 15000,
      status: 'confirmed',
      refundDueCents: 0,
    });
  });

  it('paying and cancelling at the same moment end in one consistent bill, whatever the order', async () => {
    for (let round = 0; round < 4; round++) {
      const { client, booking } = await guestWithPendingBill(t);
      const intent = await client.post('/api/payments/intent', { bookingId: booking.id, amount: 45000 });
      const clientSecret = intent.json().clientSecret;
      const [card, cancel] = await Promise.all([
        client.post('/api/payments/sandbox/confirm', { clientSecret, card: goodCard }),
        client.post(`/api/bookings/${booking.id}/cancel`),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      const confirm = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
      expect(confirm.statusCode).toBeLessThan(500);
      expect(await bookingRow(t.database.db, booking.id)).toMatchObject({ status: 'cancelled' });
      const money = await moneyOf(booking.id);
      if (card.statusCode === 200) {
        // The card went through: the payment is on record once, and all of it went back.
        expect(money).toEqual([
          ['payment', 45000],
          ['refund', 45000],
        ]);
        expect(confirm.json().message).toBe(PAYMENT_MSG.paidForCancelledStay);
      } else {
        // The cancellation closed the intent first: the card was never charged.
        expect(card.json().message).toBe(PAYMENT_MSG.intentCanceled);
        expect(money).toEqual([]);
      }
      expect(await billingOf(t.database.db, booking.id)).toMatchObject({ amountCents: 0, refundDueCents: 0 });
    }
  });

  it('the reconciliation applies a payment that neither the guest nor a webhook reported', async () => {
    const { booking } = await paidButNotConfirmed();
    const payments = createPaymentsService(t.ctx, createPaymentProvider(t.ctx));
    const result = await payments.reconcile();
    expect(result.applied).toBeGreaterThanOrEqual(1);
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ status: 'confirmed', paymentMethod: 'card' });
    expect(await moneyOf(booking.id)).toEqual([['payment', 45000]]);
    // Run again, it changes nothing.
    await payments.reconcile();
    expect(await moneyOf(booking.id)).toEqual([['payment', 45000]]);
  });

  it('the reconciliation refunds a card payment the desk had meanwhile taken in cash', async () => {
    const { booking } = await paidButNotConfirmed();
    await t.database.db
      .update(paymentIntents)
      .set({ createdAt: new Date('2031-01-15T09:00:00Z') })
      .where(eq(paymentIntents.bookingId, booking.id));
    const cash = await manager.post(`/api/bookings/${booking.id}/payments`, { method: 'cash', amount: 450 });
    expect(cash.statusCode, cash.body).toBe(200);
    await createPaymentsService(t.ctx, createPaymentProvider(t.ctx)).reconcile();
    expect(await moneyOf(booking.id)).toEqual([
      ['payment', 45000],
      ['payment', 45000],
      ['refund', 45000],
    ]);
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ status: 'confirmed', refundDueCents: 0 });
  });
});

describe('refunds are an action', () => {
  it('a manager refunds part of a payment with a reason: the provider gives it back and revenue drops by it', async () => {
    const { billingId, booking } = await paidAndConfirmed();
    const before = await revenue();
    const res = await manager.post(`/api/billings/${billingId}/refund`, { amount: 50, reason: 'Noisy room' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Refund issued', billing: { amount: 400, refundDue: 0 } });
    expect(await moneyOf(booking.id)).toEqual([
      ['payment', 45000],
      ['refund', 5000],
    ]);
    const [refund] = (await listPaymentRecords(t.database.db, booking.id)).filter((r) => r.kind === 'refund');
    expect(refund).toMatchObject({ reason: 'Noisy room' });
    expect(await revenue()).toBe(before - 50);

    const tooMuch = await manager.post(`/api/billings/${billingId}/refund`, { amount: 400.01, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toMatch(/At most \$400\.00/);
    const noReason = await manager.post(`/api/billings/${billingId}/refund`, { amount: 10, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    const rest = await admin.post(`/api/billings/${billingId}/refund`, { amount: 400, reason: 'Goodwill' });
    expect(rest.statusCode).toBe(200);
    const none = await admin.post(`/api/billings/${billingId}/refund`, { amount: 1, reason: 'Again' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(PAYMENT_MSG.refundNothing);
  });

  it('is for admin and manager only', async () => {
    const { billingId, client } = await paidAndConfirmed();
    for (const who of [client, (await clientAs(t, 'receptionist')).client]) {
      expect((await who.post(`/api/billings/${billingId}/refund`, { amount: 1, reason: 'Mine' })).statusCode).toBe(403);
    }
  });
});
