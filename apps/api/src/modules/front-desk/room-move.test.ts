import { FRONT_DESK_MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { bookingStatusOf, createStay } from '../../../test/front-desk-factories.js';
import { auditEntries, clientAs } from '../../../test/panel-factories.js';
import { billingOf } from '../../../test/payments-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { bookings, rooms } from '../../db/schema.js';

// Today in the hotel (UTC) is 2031-03-10: the arrivals below come today and stay two nights.
const TODAY = '2031-03-10';
const OUT = '2031-03-12';
let t: TestApp;
let desk: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-03-10T09:00:00Z') });
  desk = (await clientAs(t, 'receptionist')).client;
});
afterAll(async () => {
  await t.close();
});

const roomIdsOf = (res: { json: () => { rooms: Array<{ _id: string }> } }) => res.json().rooms.map((r) => r._id);

async function staysIn(roomId: string) {
  return t.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.roomId, roomId));
}

describe('an arrival whose room is not ready', () => {
  it('is offered the ready rooms of its type that are free for all its nights, and no other', async () => {
    const db = t.database.db;
    const stay = await createStay(db, { checkIn: TODAY, checkOut: OUT, roomStatus: 'cleaning' });
    const ready = await createRoom(db, { type: 'suite', capacity: 4 });
    await db.update(bookings).set({ guests: 3 }).where(eq(bookings.id, stay.booking.id));
    // The stay's room is a suite too, for this test.
    await db.update(rooms).set({ type: 'suite', capacity: 4 }).where(eq(rooms.id, stay.room.id));

    const dirty = await createRoom(db, { type: 'suite', capacity: 4, status: 'cleaning' });
    const small = await createRoom(db, { type: 'suite', capacity: 2 });
    const otherType = await createRoom(db, { type: 'double', capacity: 4 });
    const archived = await createRoom(db, { type: 'suite', capacity: 4, archivedAt: new Date() });
    const takenTomorrow = await createRoom(db, { type: 'suite', capacity: 4 });
    const someone = await createUser(db, { role: 'guest' });
    await createBooking(db, {
      guestId: someone.id,
      roomId: takenTomorrow.id,
      checkIn: '2031-03-11',
      checkOut: '2031-03-13',
    });
    const freedByCancel = await createRoom(db, { type: 'suite', capacity: 4 });
    await createBooking(db, {
      guestId: someone.id,
      roomId: freedByCancel.id,
      checkIn: TODAY,
      checkOut: OUT,
      status: 'cancelled',
    });

    const refused = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FRONT_DESK_MSG.roomCleaning(stay.room.roomNumber));

    const res = await desk.get(`/api/bookings/${stay.booking.id}/ready-rooms`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = roomIdsOf(res);
    expect(ids).toEqual(expect.arrayContaining([ready.id, freedByCancel.id]));
    for (const room of [stay.room, dirty, small, otherType, archived, takenTomorrow])
      expect(ids).not.toContain(room.id);
  });

  it('moves in one step to a ready room at the price booked, and is then checked in', async () => {
    const db = t.database.db;
    const stay = await createStay(db, { checkIn: TODAY, checkOut: OUT, roomStatus: 'maintenance' });
    const ready = await createRoom(db, {});
    const before = await billingOf(db, stay.booking.id);

    const moved = await desk.post(`/api/bookings/${stay.booking.id}/move`, { roomId: ready.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: FRONT_DESK_MSG.moved(ready.roomNumber),
      booking: { room: { _id: ready.id, status: 'available' }, totalPrice: stay.booking.totalCents / 100 },
    });
    expect(await billingOf(db, stay.booking.id)).toMatchObject({ amountCents: before!.amountCents });
    const [entry] = await auditEntries(db, stay.booking.id);
    expect(entry).toMatchObject({ action: 'booking.move-room' });
    expect(entry!.details).toMatchObject({ before: { roomId: stay.room.id }, after: { roomId: ready.id } });

    const inRes = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
    expect(inRes.statusCode, inRes.body).toBe(200);
    expect(inRes.json().booking.room.roomNumber).toBe(ready.roomNumber);
  });

  it('refuses a move to a room of another type, to a taken room, to its own room, and once the stay began', async () => {
    const db = t.database.db;
    const stay = await createStay(db, { checkIn: TODAY, checkOut: OUT, roomStatus: 'cleaning' });
    const double = await createRoom(db, { type: 'double' });
    const otherType = await desk.post(`/api/bookings/${stay.booking.id}/move`, { roomId: double.id });
    expect(otherType.statusCode).toBe(409);
    expect(otherType.json().message).toBe(FRONT_DESK_MSG.moveOtherType);

    const taken = await createStay(db, { checkIn: '2031-03-11', checkOut: '2031-03-14' });
    const clash = await desk.post(`/api/bookings/${stay.booking.id}/move`, { roomId: taken.room.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(FRONT_DESK_MSG.moveTaken(taken.room.roomNumber));
    expect(await staysIn(taken.room.id)).toHaveLength(1);

    const same = await desk.post(`/api/bookings/${stay.booking.id}/move`, { roomId: stay.room.id });
    expect(same.statusCode).toBe(409);

    const inHouse = await createStay(db, { checkIn: '2031-03-09', checkOut: OUT, status: 'checked-in' });
    const free = await createRoom(db, {});
    const begun = await desk.post(`/api/bookings/${inHouse.booking.id}/move`, { roomId: free.id });
    expect(begun.statusCode).toBe(409);
    expect(begun.json().message).toBe(FRONT_DESK_MSG.moveOnlyArrivals);

    const missing = await desk.post(`/api/bookings/${stay.booking.id}/move`, { roomId: 'not-a-room' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['roomId']);
    expect(await bookingStatusOf(db, stay.booking.id)).toBe('reserved');
  });

  it('lets only one of two desks move a stay into the same free room at the same moment', async () => {
    const db = t.database.db;
    const a = await createStay(db, { checkIn: TODAY, checkOut: OUT, roomStatus: 'cleaning' });
    const b = await createStay(db, { checkIn: TODAY, checkOut: OUT, roomStatus: 'cleaning' });
    const target = await createRoom(db, {});
    const other = (await clientAs(t, 'manager')).client;
    const answers = await Promise.all([
      desk.post(`/api/bookings/${a.booking.id}/move`, { roomId: target.id }),
      other.post(`/api/bookings/${b.booking.id}/move`, { roomId: target.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await staysIn(target.id)).toHaveLength(1);
  });
});
