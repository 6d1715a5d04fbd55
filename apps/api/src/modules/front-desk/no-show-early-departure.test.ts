import { FRONT_DESK_MSG, NO_SHOW_MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.js';
import { auditEntries, clientAs } from '../../../test/panel-factories.js';
import { billingOf } from '../../../test/payments-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { bookings } from '../../db/schema.js';
import { createNoShowService } from '../bookings/bookings.no-show.service.js';

// The hotel is in UTC; each test sets its own days.
let t: TestApp;
let desk: Client;
let guest: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-04-08T10:00:00Z') });
});

/** Moves the hotel's clock, and signs in again: a day later, yesterday's sessions have run out. */
async function at(instant: string) {
  t.clock.set(instant);
  desk = (await clientAs(t, 'receptionist')).client;
  guest = (await clientAs(t, 'guest')).client;
}
afterAll(async () => {
  await t.close();
});

async function book(roomId: string, checkInDate: string, checkOutDate: string, totalPrice: number) {
  const res = await guest.post('/api/bookings/create', {
    roomId,
    checkInDate,
    checkOutDate,
    totalPrice,
    additionalServices: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking as { _id: string };
}

async function searchIds(checkIn: string, checkOut: string) {
  const res = await guest.get(`/api/rooms/available/rooms?checkIn=${checkIn}&checkOut=${checkOut}`);
  return res.json().rooms.map((r: { _id: string }) => r._id) as string[];
}

describe('a no-show', () => {
  it('is refused until the arrival day is over; then the nights are free and the first night is charged', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    await at('2031-04-08T10:00:00Z');
    const stay = await book(room.id, '2031-04-09', '2031-04-12', 600);
    await at('2031-04-09T22:00:00Z');
    const early = await desk.post(`/api/bookings/${stay._id}/no-show`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NO_SHOW_MSG.notYet('2031-04-09'));

    await at('2031-04-10T08:00:00Z');
    expect(await searchIds('2031-04-10', '2031-04-12')).not.toContain(room.id);
    const res = await desk.post(`/api/bookings/${stay._id}/no-show`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: NO_SHOW_MSG.marked, booking: { status: 'cancelled', noShow: true } });
    expect(await searchIds('2031-04-10', '2031-04-12')).toContain(room.id);
    expect(await billingOf(t.database.db, stay._id)).toMatchObject({ amountCents: 20_000, balanceCents: 20_000 });
    const [entry] = await auditEntries(t.database.db, stay._id);
    expect(entry).toMatchObject({ action: 'booking.no-show' });
    expect((await desk.post(`/api/bookings/${stay._id}/no-show`)).statusCode).toBe(409);
  });

  it('is marked by the hotel’s day closing for every reservation whose arrival day is over, and no other', async () => {
    const room = await createRoom(t.database.db, { priceCents: 10_000 });
    await at('2031-05-01T10:00:00Z');
    const missed = await book(room.id, '2031-05-02', '2031-05-03', 100);
    const later = await book(room.id, '2031-05-04', '2031-05-05', 100);
    await at('2031-05-03T01:00:00Z');
    expect(await createNoShowService(t.ctx).closeArrivalDays()).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.roomId, room.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(missed._id)).toMatchObject({ status: 'cancelled' });
    expect(byId.get(missed._id)?.noShowAt).not.toBeNull();
    expect(byId.get(later._id)).toMatchObject({ status: 'reserved', noShowAt: null });
  });
});

describe('an early departure', () => {
  it('charges the nights stayed, frees the rest for sale, and checks the guest out', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    await at('2031-06-01T10:00:00Z');
    const stay = await book(room.id, '2031-06-01', '2031-06-05', 800);
    expect((await desk.post(`/api/bookings/${stay._id}/check-in`)).statusCode).toBe(200);
    await at('2031-06-03T09:00:00Z');
    // Booked until the 5th: leaving on the 3rd is confirmed as an early departure, not a slip of the finger.
    const unconfirmed = await desk.post(`/api/bookings/${stay._id}/check-out`);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(FRONT_DESK_MSG.leavesEarly('2031-06-05'));
    // Two nights stayed of four: $400 owed, not $800, and the stay now ends today.
    const owed = await desk.post(`/api/bookings/${stay._id}/check-out`, { earlyDeparture: true });
    expect(owed.statusCode).toBe(409);
    expect(owed.json().message).toBe(FRONT_DESK_MSG.balanceDue('400.00'));
    const paid = await desk.post(`/api/bookings/${stay._id}/payments`, { method: 'cash', amount: 400 });
    expect(paid.statusCode, paid.body).toBe(200);
    const res = await desk.post(`/api/bookings/${stay._id}/check-out`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ checkOutDate: '2031-06-03', totalPrice: 400, status: 'checked-out' });
    expect(await billingOf(t.database.db, stay._id)).toMatchObject({ amountCents: 40_000, balanceCents: 0 });
    expect(await searchIds('2031-06-03', '2031-06-05')).toContain(room.id);
    const entries = await auditEntries(t.database.db, stay._id);
    const early = entries.find((e) => e.action === 'booking.early-departure');
    expect(early?.details).toMatchObject({ bookedCheckOut: '2031-06-05', checkOut: '2031-06-03' });
  });
});
