import { FRONT_DESK_MSG } from '@hotel/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.js';
import { bookingStatusOf, createStay, roomStatusOf, tasksOfRoom } from '../../../test/front-desk-factories.js';
import { auditEntries, clientAs, createTask } from '../../../test/panel-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

// Tokyo is UTC+9 all year: 14:59:59Z is the last second of a hotel day whose UTC date is the same,
// and 15:00:00Z is already the next hotel day while UTC still says the old one.
const TZ = 'Asia/Tokyo';
const LAST_SECOND_OF_15TH = '2031-06-15T14:59:59Z';
const FIRST_SECOND_OF_16TH = '2031-06-15T15:00:00Z';

let t: TestApp;
let desk: Client;

beforeAll(async () => {
  t = await createTestApp({ env: { HOTEL_TIMEZONE: TZ }, clock: createClock(LAST_SECOND_OF_15TH) });
  desk = (await clientAs(t, 'receptionist')).client;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.clock.set(LAST_SECOND_OF_15TH);
});

describe("today's arrivals and departures", () => {
  it('follow the calendar of the hotel time zone at both edges of the day', async () => {
    const db = t.database.db;
    const arrives15 = await createStay(db, {
      checkIn: '2031-06-15',
      checkOut: '2031-06-17',
      guestName: 'Arrives 15th',
    });
    const arrives16 = await createStay(db, {
      checkIn: '2031-06-16',
      checkOut: '2031-06-18',
      guestName: 'Arrives 16th',
    });
    const cancelled = await createStay(db, { checkIn: '2031-06-15', checkOut: '2031-06-16', status: 'cancelled' });
    const leaves15 = await createStay(db, { checkIn: '2031-06-12', checkOut: '2031-06-15', status: 'checked-in' });
    const leaves16 = await createStay(db, { checkIn: '2031-06-13', checkOut: '2031-06-16', status: 'checked-in' });

    const before = (await desk.get('/api/bookings/checkinandcheckoutguest')).json();
    expect(before.date).toBe('2031-06-15');
    const ids = (list: Array<{ _id: string }>) => list.map((b) => b._id);
    expect(ids(before.checkedInGuests)).toContain(arrives15.booking.id);
    expect(ids(before.checkedInGuests)).not.toContain(arrives16.booking.id);
    expect(ids(before.checkedInGuests)).not.toContain(cancelled.booking.id);
    expect(ids(before.checkedOutGuests)).toContain(leaves15.booking.id);
    expect(ids(before.checkedOutGuests)).not.toContain(leaves16.booking.id);
    expect(before.counts).toEqual({
      checkedIn: before.checkedInGuests.length,
      checkedOut: before.checkedOutGuests.length,
    });

    t.clock.set(FIRST_SECOND_OF_16TH);
    const after = (await desk.get('/api/bookings/checkinandcheckoutguest')).json();
    expect(after.date).toBe('2031-06-16');
    expect(ids(after.checkedInGuests)).toContain(arrives16.booking.id);
    expect(ids(after.checkedInGuests)).not.toContain(arrives15.booking.id);
    expect(ids(after.checkedOutGuests)).toContain(leaves16.booking.id);
    // A guest still in house after their departure date stays on the list until checked out.
    expect(ids(after.checkedOutGuests)).toContain(leaves15.booking.id);

    const card = after.checkedInGuests.find((b: { _id: string }) => b._id === arrives16.booking.id);
    expect(card).toMatchObject({
      guest: { _id: arrives16.guest.id, name: 'Arrives 16th', email: arrives16.guest.email },
      room: { _id: arrives16.room.id, roomNumber: arrives16.room.roomNumber, title: arrives16.room.title },
      checkInDate: '2031-06-16',
      checkOutDate: '2031-06-18',
      status: 'reserved',
      billing: { _id: arrives16.billing.id, amount: 200, status: 'pending' },
      totalPrice: 200,
    });
    expect(JSON.stringify(after)).not.toMatch(/password/i);
  });
});

describe('check-in', () => {
  it('is refused before the arrival day in hotel time and allowed from its first second', async () => {
    const db = t.database.db;
    const stay = await createStay(db, { checkIn: '2031-06-16', checkOut: '2031-06-18' });

    const early = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(FRONT_DESK_MSG.notArrivalDay('2031-06-16', '2031-06-15'));
    expect(await bookingStatusOf(db, stay.booking.id)).toBe('reserved');

    t.clock.set(FIRST_SECOND_OF_16TH);
    const res = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ _id: stay.booking.id, status: 'checked-in' });
    expect(await bookingStatusOf(db, stay.booking.id)).toBe('checked-in');
    expect(await roomStatusOf(db, stay.room.id)).toBe('occupied');

    const again = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FRONT_DESK_MSG.alreadyCheckedIn);

    const [entry] = await auditEntries(db, stay.booking.id);
    expect(entry).toMatchObject({ action: 'booking.check-in', entity: 'booking' });
    expect(entry!.details).toMatchObject({ before: { status: 'reserved' }, after: { status: 'checked-in' } });
    // The stay's bill was still owed on arrival: the audit says how much was left to settle at departure.
    expect(entry!.details).toMatchObject({ balanceCents: stay.billing.amountCents });
  });

  it('refuses a stay that began yesterday, a cancelled one and a finished one', async () => {
    const db = t.database.db;
    const late = await createStay(db, { checkIn: '2031-06-14', checkOut: '2031-06-17' });
    const cancelled = await createStay(db, { checkIn: '2031-06-15', checkOut: '2031-06-17', status: 'cancelled' });
    const done = await createStay(db, { checkIn: '2031-06-15', checkOut: '2031-06-16', status: 'checked-out' });

    const lateRes = await desk.post(`/api/bookings/${late.booking.id}/check-in`);
    expect(lateRes.statusCode).toBe(409);
    expect(lateRes.json().message).toBe(FRONT_DESK_MSG.notArrivalDay('2031-06-14', '2031-06-15'));
    const cancelledRes = await desk.post(`/api/bookings/${cancelled.booking.id}/check-in`);
    expect(cancelledRes.statusCode).toBe(409);
    expect(cancelledRes.json().message).toBe(FRONT_DESK_MSG.cancelledCheckIn);
    const doneRes = await desk.post(`/api/bookings/${done.booking.id}/check-in`);
    expect(doneRes.statusCode).toBe(409);
    expect(doneRes.json().message).toBe(FRONT_DESK_MSG.alreadyCheckedOut);

    for (const s of [late, cancelled, done]) expect(await roomStatusOf(db, s.room.id)).toBe('available');
  });

  it('refuses a room that is not ready and changes nothing', async () => {
    const db = t.database.db;
    for (const [roomStatus, message] of [
      ['occupied', FRONT_DESK_MSG.roomOccupied],
      ['cleaning', FRONT_DESK_MSG.roomCleaning],
      ['maintenance', FRONT_DESK_MSG.roomMaintenance],
    ] as const) {
      const stay = await createStay(db, { checkIn: '2031-06-15', checkOut: '2031-06-16', roomStatus });
      const res = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message(stay.room.roomNumber));
      expect(await bookingStatusOf(db, stay.booking.id)).toBe('reserved');
      expect(await roomStatusOf(db, stay.room.id)).toBe(roomStatus);
    }
  });

  it('answers 404 for an unknown booking and 400 for a malformed id', async () => {
    const missing = await desk.post('/api/bookings/00000000-0000-4000-8000-000000000000/check-in');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FRONT_DESK_MSG.bookingNotFound);
    expect((await desk.post('/api/bookings/not-a-uuid/check-out')).statusCode).toBe(400);
  });
});

describe('check-out', () => {
  it('frees the room for cleaning and gives the least busy housekeeper a task due today', async () => {
    const db = t.database.db;
    const busy = await createUser(db, { role: 'housekeeping', name: 'Busy Bea' });
    const idle = await createUser(db, { role: 'housekeeping', name: 'Idle Ida' });
    const away = await createUser(db, { role: 'housekeeping', name: 'Away Al', status: 'disabled' });
    const other = await createRoom(db);
    // Busy has two open tasks; Idle one open and several finished; Away none but is disabled.
    for (const [assignedTo, status] of [
      [busy.id, 'pending'],
      [busy.id, 'in-progress'],
      [idle.id, 'pending'],
      [idle.id, 'completed'],
      [idle.id, 'completed'],
      [idle.id, 'completed'],
    ] as const) {
      await createTask(db, { roomId: other.id, title: other.roomNumber, assignedTo, status });
    }
    const stay = await createStay(db, {
      checkIn: '2031-06-13',
      checkOut: '2031-06-15',
      status: 'checked-in',
      billing: 'confirmed',
    });

    t.clock.set(FIRST_SECOND_OF_16TH);
    const res = await desk.post(`/api/bookings/${stay.booking.id}/check-out`);
    expect(res.statusCode).toBe(200);
    const { booking, task } = res.json();
    expect(booking).toMatchObject({ _id: stay.booking.id, status: 'checked-out' });
    expect(task).toMatchObject({
      title: stay.room.roomNumber,
      type: 'cleaning',
      priority: 'medium',
      status: 'pending',
      dueDate: '2031-06-16',
      assignedTo: { _id: idle.id, name: 'Idle Ida' },
    });
    expect(task.assignedTo._id).not.toBe(away.id);
    expect(await roomStatusOf(db, stay.room.id)).toBe('cleaning');
    const roomTasks = await tasksOfRoom(db, stay.room.id);
    expect(roomTasks).toHaveLength(1);
    expect(roomTasks[0]).toMatchObject({ id: task._id, bookingId: stay.booking.id });

    const again = await desk.post(`/api/bookings/${stay.booking.id}/check-out`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FRONT_DESK_MSG.alreadyCheckedOut);
    expect(await tasksOfRoom(db, stay.room.id)).toHaveLength(1);

    const [entry] = await auditEntries(db, stay.booking.id);
    expect(entry).toMatchObject({ action: 'booking.check-out' });
    expect(entry!.details).toMatchObject({
      taskId: task._id,
      after: { status: 'checked-out', roomStatus: 'cleaning' },
    });
  });

  it('refuses a guest who never checked in, and a cancelled booking, without creating a task', async () => {
    const db = t.database.db;
    const reserved = await createStay(db, { checkIn: '2031-06-15', checkOut: '2031-06-16' });
    const cancelled = await createStay(db, { checkIn: '2031-06-15', checkOut: '2031-06-16', status: 'cancelled' });

    const r1 = await desk.post(`/api/bookings/${reserved.booking.id}/check-out`);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toBe(FRONT_DESK_MSG.notCheckedIn);
    const r2 = await desk.post(`/api/bookings/${cancelled.booking.id}/check-out`);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toBe(FRONT_DESK_MSG.cancelledCheckOut);
    expect(await tasksOfRoom(db, reserved.room.id)).toHaveLength(0);
    expect(await roomStatusOf(db, reserved.room.id)).toBe('available');
  });
});

describe('who may use the desk', () => {
  it('admits admin, manager and receptionist; refuses housekeeping, guests and visitors', async () => {
    const db = t.database.db;
    const stay = await createStay(db, { checkIn: '2031-06-15', checkOut: '2031-06-16' });
    const hk = (await clientAs(t, 'housekeeping')).client;
    const guest = (await clientAs(t, 'guest')).client;
    const { Client } = await import('../../../test/test-app.js');
    const anonymous = new Client(t.app);

    for (const [client, status] of [
      [hk, 403],
      [guest, 403],
      [anonymous, 401],
    ] as const) {
      expect((await client.post(`/api/bookings/${stay.booking.id}/check-in`)).statusCode).toBe(status);
      expect((await client.post(`/api/bookings/${stay.booking.id}/check-out`)).statusCode).toBe(status);
      expect((await client.get('/api/bookings/checkinandcheckoutguest')).statusCode).toBe(status);
    }
    expect(await bookingStatusOf(db, stay.booking.id)).toBe('reserved');
    for (const role of ['admin', 'manager'] as const) {
      const { client } = await clientAs(t, role);
      expect((await client.get('/api/bookings/checkinandcheckoutguest')).statusCode).toBe(200);
    }
    const manager = (await clientAs(t, 'manager')).client;
    expect((await manager.post(`/api/bookings/${stay.booking.id}/check-in`)).statusCode).toBe(200);
    expect((await hk.get('/api/front-desk/rooms')).statusCode).toBe(200);
    expect((await guest.get('/api/front-desk/rooms')).statusCode).toBe(403);
  });
});

describe("the desk's guest picker", () => {
  it('finds active guests by name or e-mail, and no staff or disabled accounts', async () => {
    const db = t.database.db;
    const found = await createUser(db, { role: 'guest', name: 'Perpetua Quill', email: 'pq-guest@example.test' });
    await createUser(db, { role: 'guest', name: 'Perpetua Gone', status: 'disabled' });
    await createUser(db, { role: 'receptionist', name: 'Perpetua Staff' });

    const byName = await desk.get('/api/front-desk/guests?q=perpetua');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().guests).toEqual([
      { _id: found.id, name: 'Perpetua Quill', email: 'pq-guest@example.test', phone: '' },
    ]);
    expect((await desk.get('/api/front-desk/guests?q=PQ-GUEST')).json().guests).toHaveLength(1);
    // A wildcard typed by the user is a character, not a pattern.
    expect((await desk.get('/api/front-desk/guests?q=%25')).json().guests).toEqual([]);
    expect((await desk.get('/api/front-desk/guests?limit=500')).statusCode).toBe(400);
    expect(byName.body).not.toMatch(/password/i);

    const hk = (await clientAs(t, 'housekeeping')).client;
    expect((await hk.get('/api/front-desk/guests?q=perpetua')).statusCode).toBe(403);
  });
});
