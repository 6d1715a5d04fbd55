import { PAYMENT_MSG } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAs } from '../../../test/panel-factories.js';
import { billingOf, guestWithPendingBill, intentsOf } from '../../../test/payments-factories.js';
import { createCapturedApp } from '../../../test/security/captured-app.js';
import type { Client, TestApp } from '../../../test/test-app.js';
import { listPaymentRecords } from './payments.records.repository.js';

/**
 * A change to run while the provider is answering the next intent lookup: it lands after the server
 * read the bill and before it confirms it, which is the window these tests are about.
 */
const meanwhile = vi.hoisted(() => ({ next: null as null | (() => Promise<void>) }));

vi.mock('../../payments/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../payments/index.js')>();
  return {
    ...actual,
    createPaymentProvider: (...args: Parameters<typeof actual.createPaymentProvider>) => {
      const provider = actual.createPaymentProvider(...args);
      return {
        ...provider,
        async getIntent(id: string) {
          const intent = await provider.getIntent(id);
          const change = meanwhile.next;
          meanwhile.next = null;
          await change?.();
          return intent;
        },
      };
    },
  };
});

// Today in the hotel (UTC) is 2031-01-15; the stays are in June, free to cancel.
let t: TestApp;
let logLines: string[];
let desk: Client;
beforeAll(async () => {
  ({ t, lines: logLines } = await createCapturedApp({ LOG_LEVEL: 'warn' }));
  desk = (await clientAs(t, 'receptionist')).client;
});
afterAll(async () => {
  await t.close();
});

const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

/** The money records of a booking, as [kind, cents], oldest first. */
async function moneyOf(bookingId: string) {
  const rows = await listPaymentRecords(t.database.db, bookingId);
  return rows.map((r) => [r.kind, r.amountCents]);
}

/** A guest whose card has paid the $450 bill (3 nights at $150), before the bill is confirmed. */
async function paidByCard() {
  const scenario = await guestWithPendingBill(t);
  const intent = await scenario.client.post('/api/payments/intent', { bookingId: scenario.booking.id, amount: 45000 });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret } = intent.json();
  const card = await scenario.client.post('/api/payments/sandbox/confirm', { clientSecret, card: goodCard });
  expect(card.statusCode, card.body).toBe(200);
  return scenario;
}

describe('a bill that changes while the guest pays', () => {
  it('applies a payment of its old amount after the desk re-priced the stay, and asks for the rest', async () => {
    const { client, guest, room, booking } = await paidByCard();
    meanwhile.next = async () => {
      const edit = await desk.put(`/api/bookings/${booking.id}`, {
        guestId: guest.id,
        roomId: room.id,
        checkInDate: '2031-06-10',
        checkOutDate: '2031-06-14',
        status: 'reserved',
        billingStatus: 'pending',
        additionalServices: [],
        totalPrice: 600,
      });
      expect(edit.statusCode, edit.body).toBe(200);
    };

    const confirm = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(meanwhile.next).toBeNull();
    expect(confirm.statusCode, confirm.body).toBe(409);
    expect(confirm.json()).toEqual({ message: PAYMENT_MSG.billChanged });

    // The payment is on the folio, and the new price's difference is still owed.
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({
      amountCents: 60000,
      balanceCents: 15000,
      status: 'pending',
      paymentMethod: 'card',
      refundDueCents: 0,
    });
    expect(await moneyOf(booking.id)).toEqual([['payment', 45000]]);
    const [intent] = await intentsOf(t.database.db, booking.id);
    expect(intent).toMatchObject({ amountCents: 45000, status: 'succeeded' });
    const warning = logLines.map((l) => JSON.parse(l)).find((l) => l.event === 'bill_changed_during_payment');
    expect(warning).toMatchObject({
      level: 40,
      bookingId: booking.id,
      intentId: intent!.id,
      paidCents: 45000,
      billCents: 60000,
      billStatus: 'pending',
    });
    const list = await client.get('/api/guest/bookings');
    expect(list.json().bookings[0].billingId).toMatchObject({ status: 'pending', amount: 600, balance: 150 });

    // Naming the balance does not turn the old payment into a payment of it.
    const retry = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 150 });
    expect(retry.statusCode).toBe(402);
    expect((await billingOf(t.database.db, booking.id)).status).toBe('pending');
  });

  it('refunds a payment that arrives for a stay cancelled free of charge meanwhile, and says so', async () => {
    const { client, booking } = await paidByCard();
    meanwhile.next = async () => {
      const cancel = await client.post(`/api/bookings/${booking.id}/cancel`);
      expect(cancel.statusCode, cancel.body).toBe(200);
    };

    const confirm = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(confirm.statusCode, confirm.body).toBe(409);
    expect(confirm.json()).toEqual({ message: PAYMENT_MSG.paidForCancelledStay });
    // The cancellation found the payment first: it was applied, then given back in full.
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({
      amountCents: 0,
      status: 'confirmed',
      refundDueCents: 0,
    });
    expect(await moneyOf(booking.id)).toEqual([
      ['payment', 45000],
      ['refund', 45000],
    ]);
    // Asked again, nothing moves twice.
    expect((await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 })).statusCode).toBe(409);
    expect(await moneyOf(booking.id)).toHaveLength(2);
  });

  it('answers the confirmed bill when the same payment was confirmed meanwhile', async () => {
    const { client, booking } = await paidByCard();
    let first: unknown;
    meanwhile.next = async () => {
      const other = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
      expect(other.statusCode, other.body).toBe(200);
      first = other.json().billing;
    };

    const confirm = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().billing).toEqual(first);
    expect(confirm.json().billing).toMatchObject({ amount: 450, status: 'confirmed', paymentMethod: 'card' });
  });
});
