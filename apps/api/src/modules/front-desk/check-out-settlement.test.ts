import { FRONT_DESK_MSG } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStatusOf, createStay } from '../../../test/front-desk-factories.js';
import { auditEntries, clientAs } from '../../../test/panel-factories.js';
import { billingOf } from '../../../test/payments-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { listPaymentRecords } from '../payments/payments.records.repository.js';

// Today in the hotel (UTC) is 2031-01-10: the stays below leave today, checked in, owing their $200 bill.
let t: TestApp;
let desk: Client;
let manager: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-01-10T10:00:00Z') });
  desk = (await clientAs(t, 'receptionist')).client;
  manager = (await clientAs(t, 'manager')).client;
});
afterAll(async () => {
  await t.close();
});

const departingOwing = () =>
  createStay(t.database.db, { checkIn: '2031-01-08', checkOut: '2031-01-10', status: 'checked-in' });

describe('check-out settles the bill', () => {
  it('refuses to check out a guest who still owes, saying how much', async () => {
    const stay = await departingOwing();
    const res = await desk.post(`/api/bookings/${stay.booking.id}/check-out`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FRONT_DESK_MSG.balanceDue('200.00'));
    expect(await bookingStatusOf(t.database.db, stay.booking.id)).toBe('checked-in');
  });

  it('takes the balance in cash at the desk, on record with who took it; then the guest checks out', async () => {
    const stay = await departingOwing();
    const short = await desk.post(`/api/bookings/${stay.booking.id}/payments`, { method: 'cash', amount: 150 });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.amount).toBe(FRONT_DESK_MSG.paymentNotBalance('200.00'));
    const paid = await desk.post(`/api/bookings/${stay.booking.id}/payments`, { method: 'cash', amount: 200 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Payment recorded',
      booking: { billing: { status: 'confirmed', amount: 200 } },
    });
    expect(await billingOf(t.database.db, stay.booking.id)).toMatchObject({ paymentMethod: 'cash' });
    const [record] = await listPaymentRecords(t.database.db, stay.booking.id);
    expect(record).toMatchObject({ kind: 'payment', method: 'cash', amountCents: 20_000 });
    expect(record?.postedBy).not.toBeNull();
    const again = await desk.post(`/api/bookings/${stay.booking.id}/payments`, { method: 'cash', amount: 200 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FRONT_DESK_MSG.nothingOwed);

    const out = await desk.post(`/api/bookings/${stay.booking.id}/check-out`);
    expect(out.statusCode, out.body).toBe(200);
  });

  it('takes the balance by card at the desk, through the provider: a declined card leaves it owed', async () => {
    const stay = await departingOwing();
    const card = (number: string) => ({ number, expMonth: 12, expYear: 2040, cvc: '123' });
    const intent = await desk.post('/api/payments/intent', { bookingId: stay.booking.id, amount: 20_000 });
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret } = intent.json();
    const declined = await desk.post('/api/payments/sandbox/confirm', { clientSecret, card: card('4000000000000002') });
    expect(declined.statusCode).toBeGreaterThanOrEqual(400);
    const unpaid = await desk.post('/api/billings/confirm', { bookingId: stay.booking.id, amount: 200 });
    expect(unpaid.statusCode).toBe(402);
    expect((await desk.post(`/api/bookings/${stay.booking.id}/check-out`)).statusCode).toBe(409);

    const again = await desk.post('/api/payments/intent', { bookingId: stay.booking.id, amount: 20_000 });
    const ok = await desk.post('/api/payments/sandbox/confirm', {
      clientSecret: again.json().clientSecret,
      card: card('4242424242424242'),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const paid = await desk.post('/api/billings/confirm', { bookingId: stay.booking.id, amount: 200 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().billing).toMatchObject({ status: 'confirmed', paymentMethod: 'card' });
    const [record] = await listPaymentRecords(t.database.db, stay.booking.id);
    expect(record).toMatchObject({ kind: 'payment', method: 'card', amountCents: 20_000 });
    expect((await desk.post(`/api/bookings/${stay.booking.id}/check-out`)).statusCode).toBe(200);
  });

  it('a manager may check out a guest with a balance, for a reason on record; a receptionist may not', async () => {
    const stay = await departingOwing();
    const desk403 = await desk.post(`/api/bookings/${stay.booking.id}/check-out`, {
      overrideReason: 'Pays by invoice',
    });
    expect(desk403.statusCode).toBe(403);
    expect(desk403.json().message).toBe(FRONT_DESK_MSG.overrideManagersOnly);
    const noReason = await manager.post(`/api/bookings/${stay.booking.id}/check-out`, { overrideReason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(['overrideReason']);

    const res = await manager.post(`/api/bookings/${stay.booking.id}/check-out`, {
      overrideReason: 'Company account: invoiced monthly',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditEntries(t.database.db, stay.booking.id);
    expect(entry).toMatchObject({ action: 'booking.check-out' });
    expect(entry!.details).toMatchObject({
      override: { balanceCents: 20_000, reason: 'Company account: invoiced monthly' },
    });
    // The money is still owed: nothing pretends it was paid.
    expect(await billingOf(t.database.db, stay.booking.id)).toMatchObject({ status: 'pending', amountCents: 20_000 });
  });

  it('guests and housekeeping cannot record desk payments', async () => {
    const stay = await departingOwing();
    for (const role of ['guest', 'housekeeping'] as const) {
      const { client } = await clientAs(t, role);
      const res = await client.post(`/api/bookings/${stay.booking.id}/payments`, { method: 'cash', amount: 200 });
      expect(res.statusCode, role).toBe(403);
    }
    const card = await desk.post(`/api/bookings/${stay.booking.id}/payments`, { method: 'card', amount: 200 });
    expect(card.statusCode).toBe(400);
  });
});
