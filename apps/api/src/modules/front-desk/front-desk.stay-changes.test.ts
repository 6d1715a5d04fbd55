import { FRONT_DESK_MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { bookingStatusOf, createStay, roomStatusOf, tasksOfRoom } from '../../../test/front-desk-factories.js';
import { auditEntries, clientAs } from '../../../test/panel-factories.js';
import { type Client, createClock, createTestApp, type TestApp, type TestClock } from '../../../test/test-app.js';
import { bookings, roomHolds, rooms } from '../../db/schema.js';

// Today in the hotel (UTC) is 2031-03-10.
const TODAY = '2031-03-10';
let t: TestApp;
let clock: TestClock;
let desk: Client;
let otherDesk: Client;
beforeAll(async () => {
  clock = createClock('2031-03-10T09:00:00Z');
  t = await createTestApp({ clock });
  desk = (await clientAs(t, 'receptionist')).client;
  otherDesk = (await clientAs(t, 'receptionist')).client;
});
afterAll(async () => {
  await t.close();
});

/** A guest in house since two nights ago, leaving in two nights. */
const inHouse = () =>
  createStay(t.database.db, {
    checkIn: '2031-03-08',
    checkOut: '2031-03-12',
    status: 'checked-in',
    roomStatus: 'occupied',
    billing: 'confirmed',
  });

async function conditionOf(roomId: string) {
  const [row] = await t.database.db
    .select({ status: rooms.status, housekeeping: rooms.housekeeping })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  return row!;
}

describe('POST /api/bookings/:id/room-change: a guest in house moves to another room', () => {
  it('moves them from tonight, even where another guest slept on their earlier nights; the old room goes to housekeeping', async () => {
    const db = t.database.db;
    const stay = await inHouse();
    const target = await createRoom(db);
    // Someone left the target room this morning: their nights overlap the moving guest's nights already spent.
    const before = await createUser(db, { role: 'guest' });
    await createBooking(db, {
      guestId: before.id,
      roomId: target.id,
      checkIn: '2031-03-07',
      checkOut: TODAY,
      status: 'checked-out',
    });

    const res = await desk.post(`/api/bookings/${stay.booking.id}/room-change`, {
      roomId: target.id,
      reason: 'Air conditioning fault',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(FRONT_DESK_MSG.roomChanged(target.roomNumber));
    expect(res.json().booking).toMatchObject({ status: 'checked-in', room: { _id: target.id } });
    // The guest keeps the dates and the price booked.
    expect(res.json().booking).toMatchObject({ checkInDate: '2031-03-08', checkOutDate: '2031-03-12' });

    expect(await roomStatusOf(db, target.id)).toBe('occupied');
    expect(await conditionOf(stay.room.id)).toEqual({ status: 'cleaning', housekeeping: 'dirty' });
    const cleaning = (await tasksOfRoom(db, stay.room.id)).filter((task) => task.type === 'cleaning');
    expect(cleaning).toHaveLength(1);
    expect(cleaning[0]).toMatchObject({ status: 'pending', dueDate: TODAY });

    // The new room is held from tonight only, and the old room's nights from tonight are on sale again.
    const [hold] = await db.select().from(roomHolds).where(eq(roomHolds.bookingId, stay.booking.id));
    expect(hold).toMatchObject({ roomId: target.id, during: `[${TODAY},2031-03-12)` });
    const next = await createUser(db, { role: 'guest' });
    await expect(
      createBooking(db, { guestId: next.id, roomId: stay.room.id, checkIn: TODAY, checkOut: '2031-03-11' }),
    ).resolves.toBeDefined();

    const planner = (await desk.get(`/api/front-desk/planner?from=2031-03-07&days=7`)).json();
    expect(planner.stays.find((s: { _id: string }) => s._id === stay.booking.id)).toMatchObject({
      roomId: target.id,
      roomSince: TODAY,
    });
    const entry = (await auditEntries(db, stay.booking.id)).find((e) => e.action === 'booking.room-change');
    expect(entry!.details).toMatchObject({
      before: { roomId: stay.room.id },
      after: { roomId: target.id },
      since: TODAY,
      reason: 'Air conditioning fault',
    });
  });

  it('refuses a room that is not ready or not free for the nights left, and a stay not in house; nothing changes', async () => {
    const db = t.database.db;
    const stay = await inHouse();
    const dirty = await createRoom(db, { status: 'cleaning', housekeeping: 'dirty' });
    const takenTomorrow = await createRoom(db);
    const someone = await createUser(db, { role: 'guest' });
    await createBooking(db, {
      guestId: someone.id,
      roomId: takenTomorrow.id,
      checkIn: '2031-03-11',
      checkOut: '2031-03-13',
    });
    const reserved = await createStay(db, { checkIn: TODAY, checkOut: '2031-03-12' });
    const free = await createRoom(db);

    const toDirty = await desk.post(`/api/bookings/${stay.booking.id}/room-change`, { roomId: dirty.id });
    expect(toDirty.statusCode).toBe(409);
    expect(toDirty.json().message).toBe(FRONT_DESK_MSG.roomCleaning(dirty.roomNumber));

    const toTaken = await desk.post(`/api/bookings/${stay.booking.id}/room-change`, { roomId: takenTomorrow.id });
    expect(toTaken.statusCode).toBe(409);
    expect(toTaken.json().message).toBe(FRONT_DESK_MSG.roomChangeTaken(takenTomorrow.roomNumber));

    const notInHouse = await desk.post(`/api/bookings/${reserved.booking.id}/room-change`, { roomId: free.id });
    expect(notInHouse.statusCode).toBe(409);
    expect(notInHouse.json().message).toBe(FRONT_DESK_MSG.roomChangeOnlyInHouse);

    const [row] = await db.select().from(bookings).where(eq(bookings.id, stay.booking.id));
    expect(row).toMatchObject({ roomId: stay.room.id, roomSince: null });
    expect(await roomStatusOf(db, stay.room.id)).toBe('occupied');
    expect(await roomStatusOf(db, takenTomorrow.id)).toBe('available');
    expect(await tasksOfRoom(db, stay.room.id)).toHaveLength(0);
  });

  it('lets two desks moving two guests into one room at once end with one guest in it, never two', async () => {
    const [first, second] = [await inHouse(), await inHouse()];
    const target = await createRoom(t.database.db);
    const answers = await Promise.all([
      desk.post(`/api/bookings/${first.booking.id}/room-change`, { roomId: target.id }),
      otherDesk.post(`/api/bookings/${second.booking.id}/room-change`, { roomId: target.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const inTarget = await t.database.db.select().from(bookings).where(eq(bookings.roomId, target.id));
    expect(inTarget).toHaveLength(1);
  });
});

describe('POST /api/bookings/:id/undo-check-in', () => {
  const arrival = () => createStay(t.database.db, { checkIn: TODAY, checkOut: '2031-03-12', billing: 'confirmed' });

  it('takes a check-in back within two minutes: the stay is reserved again and the room ready', async () => {
    const stay = await arrival();
    expect((await desk.post(`/api/bookings/${stay.booking.id}/check-in`)).statusCode).toBe(200);
    clock.advance(60_000);
    const res = await desk.post(`/api/bookings/${stay.booking.id}/undo-check-in`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.status).toBe('reserved');
    expect(await bookingStatusOf(t.database.db, stay.booking.id)).toBe('reserved');
    expect(await roomStatusOf(t.database.db, stay.room.id)).toBe('available');
    expect((await auditEntries(t.database.db, stay.booking.id)).map((e) => e.action)).toContain(
      'booking.check-in-undone',
    );
    // The guest can then be checked in properly.
    expect((await desk.post(`/api/bookings/${stay.booking.id}/check-in`)).statusCode).toBe(200);
  });

  it('refuses after two minutes, after a charge, and for a stay not checked in; the stay stays checked in', async () => {
    const late = await arrival();
    await desk.post(`/api/bookings/${late.booking.id}/check-in`);
    clock.advance(121_000);
    const tooLate = await desk.post(`/api/bookings/${late.booking.id}/undo-check-in`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(FRONT_DESK_MSG.undoTooLate);
    expect(await bookingStatusOf(t.database.db, late.booking.id)).toBe('checked-in');

    const charged = await arrival();
    await desk.post(`/api/bookings/${charged.booking.id}/check-in`);
    clock.advance(1_000);
    const charge = await desk.post(`/api/bookings/${charged.booking.id}/charges`, {
      description: 'Minibar',
      amount: '12.00',
      reason: 'Taken on arrival',
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const afterCharge = await desk.post(`/api/bookings/${charged.booking.id}/undo-check-in`);
    expect(afterCharge.statusCode).toBe(409);
    expect(afterCharge.json().message).toBe(FRONT_DESK_MSG.undoAfterChanges);
    expect(await bookingStatusOf(t.database.db, charged.booking.id)).toBe('checked-in');

    const never = await arrival();
    const notIn = await desk.post(`/api/bookings/${never.booking.id}/undo-check-in`);
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().message).toBe(FRONT_DESK_MSG.undoNotCheckedIn);
  });
});
