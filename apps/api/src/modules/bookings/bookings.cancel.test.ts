import { CANCEL_MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { billingOf, bookingRow, guestWithPendingBill, intentsOf } from '../../../test/payments-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { auditLog } from '../../db/schema.js';
import { sqlState } from '../../lib/errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-06-01T09:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

// Check-in 10 June 2031 at 15:00 (UTC hotel): free until 9 June 15:00. Three nights at $150.
const FREE_UNTIL = '2031-06-09T15:00:00.000Z';
const justBefore = new Date(Date.parse(FREE_UNTIL) - 1000);

async function staffClient(role: 'receptionist' | 'housekeeping' | 'manager') {
  const user = await createUser(t.database.db, { role });
  const client = new Client(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { user, client };
}

describe('a guest cancels a reserved stay', () => {
  it('is free until 24 hours before check-in: the bill becomes $0 and settled', async () => {
    t.clock.set(justBefore);
    const { client, booking } = await guestWithPendingBill(t);
    const listed = await client.get('/api/guest/bookings');
    expect(listed.json().bookings[0]).toMatchObject({ cancellationCharge: 0, freeCancellationUntil: FREE_UNTIL });

    const res = await client.post(`/api/bookings/${booking.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().charge).toBe(0);
    expect(res.json().booking).toMatchObject({
      _id: booking.id,
      status: 'cancelled',
      roomId: { title: expect.any(String) },
      billingId: { amount: 0, status: 'confirmed' },
    });
    const row = await bookingRow(t.database.db, booking.id);
    expect(row).toMatchObject({ status: 'cancelled', cancellationChargeCents: 0 });
    expect(row.cancelledAt?.toISOString()).toBe(justBefore.toISOString());
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ amountCents: 0, refundDueCents: 0 });
  });

  it('charges the first night from 24 hours before check-in, and the charge can be paid', async () => {
    t.clock.set(FREE_UNTIL);
    const { client, booking } = await guestWithPendingBill(t);
    expect((await client.get('/api/guest/bookings')).json().bookings[0].cancellationCharge).toBe(150);
    const res = await client.post(`/api/bookings/${booking.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().charge).toBe(150);
    expect(res.json().booking.billingId).toMatchObject({ amount: 150, status: 'pending' });
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ amountCents: 15000, status: 'pending' });

    const intent = await client.post('/api/payments/intent', { bookingId: booking.id, amount: 15000 });
    expect(intent.statusCode).toBe(200);
    const after = await client.get('/api/guest/bookings');
    expect(after.json().bookings[0]).toMatchObject({ status: 'cancelled', cancellationCharge: 150 });
  });

  it('marks a confirmed payment beyond the charge for refund', async () => {
    t.clock.set('2031-06-09T20:00:00Z');
    const { client, booking } = await guestWithPendingBill(t, {
      billing: { status: 'confirmed', paymentMethod: 'card' },
    });
    const res = await client.post(`/api/bookings/${booking.id}/cancel`);
    expect(res.json().charge).toBe(150);
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({
      status: 'confirmed',
      amountCents: 15000,
      refundDueCents: 30000,
    });
    const listed = (await client.get('/api/guest/bookings')).json();
    expect(listed.totalAmountSpent).toBe(150);
    expect(listed.bookings[0].refundDue).toBe(300);
  });

  it('refunds a whole payment when cancelled in time', async () => {
    t.clock.set(justBefore);
    const { client, booking } = await guestWithPendingBill(t, { billing: { status: 'confirmed' } });
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).json().charge).toBe(0);
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ amountCents: 0, refundDueCents: 45000 });
  });

  it('never charges more than a one-night stay costs', async () => {
    t.clock.set('2031-06-10T09:00:00Z');
    const { client, booking } = await guestWithPendingBill(t, { checkOut: '2031-06-11', totalCents: 15000 });
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).json().charge).toBe(150);
  });

  it("answers 404 for another guest's booking, and nothing changes", async () => {
    t.clock.set(justBefore);
    const { booking } = await guestWithPendingBill(t);
    const other = await createUser(t.database.db);
    const client = new Client(t.app);
    await client.login(other.email, TEST_PASSWORD);
    const res = await client.post(`/api/bookings/${booking.id}/cancel`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: CANCEL_MSG.bookingNotFound });
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('reserved');
    expect((await billingOf(t.database.db, booking.id)).amountCents).toBe(45000);
  });

  it('cancels only reserved stays (409 otherwise)', async () => {
    t.clock.set(justBefore);
    const { client, booking, guest, room } = await guestWithPendingBill(t);
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    const twice = await client.post(`/api/bookings/${booking.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CANCEL_MSG.alreadyCancelled);

    const { booking: staying } = await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2031-05-30',
      checkOut: '2031-06-02',
      status: 'checked-in',
    });
    const res = await client.post(`/api/bookings/${staying.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANCEL_MSG.notReserved);
  });

  it('may cancel until the arrival day is over, not after it (the desk still may)', async () => {
    t.clock.set('2031-06-10T22:00:00Z');
    const onTheDay = await guestWithPendingBill(t);
    const late = await onTheDay.client.post(`/api/bookings/${onTheDay.booking.id}/cancel`);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().charge).toBe(150);

    t.clock.set('2031-06-11T09:00:00Z');
    const { client, booking } = await guestWithPendingBill(t);
    const res = await client.post(`/api/bookings/${booking.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANCEL_MSG.arrivalOver);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('reserved');
    const { client: desk } = await staffClient('receptionist');
    expect((await desk.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
  });

  it('frees the nights for another booking', async () => {
    t.clock.set(justBefore);
    const { client, booking, room } = await guestWithPendingBill(t);
    const someone = await createUser(t.database.db);
    const stay = { guestId: someone.id, roomId: room.id, checkIn: '2031-06-11', checkOut: '2031-06-12' };
    const clash = await createBooking(t.database.db, stay).catch((err) => sqlState(err));
    expect(clash).toBe('23P01');
    await client.post(`/api/bookings/${booking.id}/cancel`);
    const { booking: next } = await createBooking(t.database.db, stay);
    expect(next.status).toBe('reserved');
  });

  it('closes an unpaid intent made for the old bill', async () => {
    t.clock.set(FREE_UNTIL);
    const { client, booking } = await guestWithPendingBill(t);
    const { clientSecret } = (
      await client.post('/api/payments/intent', { bookingId: booking.id, amount: 45000 })
    ).json();
    await client.post(`/api/bookings/${booking.id}/cancel`);
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
    const res = await client.post('/api/payments/sandbox/confirm', { clientSecret, card });
    expect(res.statusCode).toBe(409);
    expect((await intentsOf(t.database.db, booking.id))[0]!.status).toBe('canceled');
  });
});

describe('the front desk cancels', () => {
  it("cancels any guest's booking, answers the staff shape and records who did it", async () => {
    t.clock.set(justBefore);
    const { booking } = await guestWithPendingBill(t);
    const { user, client } = await staffClient('receptionist');
    const res = await client.post(`/api/bookings/${booking.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe('cancelled');
    expect(res.json().booking.roomId).toBeUndefined();
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(entries).toMatchObject([{ actorId: user.id, action: 'booking.cancel', entity: 'booking' }]);
  });

  it('is refused to housekeeping and to visitors', async () => {
    t.clock.set(justBefore);
    const { booking } = await guestWithPendingBill(t);
    const { client } = await staffClient('housekeeping');
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(403);
    expect((await new Client(t.app).post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(401);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('reserved');
  });

  it('answers 404 for a booking that does not exist and 400 for a malformed id', async () => {
    const { client } = await staffClient('manager');
    expect((await client.post('/api/bookings/00000000-0000-4000-8000-000000000000/cancel')).statusCode).toBe(404);
    expect((await client.post('/api/bookings/not-an-id/cancel')).statusCode).toBe(400);
  });
});
