import { FRONT_DESK_MSG, type HousekeepingCondition, type RoomStatus } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { bookingStatusOf, createStay, roomStatusOf, tasksOfRoom } from '../../../test/front-desk-factories.js';
import { clientAs, createTask } from '../../../test/panel-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Executor } from '../../db/client.js';
import { roomBlocks, rooms } from '../../db/schema.js';

// Today in the hotel (UTC) is 2031-05-20; the arrivals below come today.
const TODAY = '2031-05-20';
const OUT = '2031-05-22';
const clock = () => createClock('2031-05-20T12:00:00Z');

async function conditionOf(db: Executor, roomId: string) {
  const [row] = await db.select({ housekeeping: rooms.housekeeping }).from(rooms).where(eq(rooms.id, roomId));
  return row!.housekeeping;
}

async function setCondition(
  db: Executor,
  roomId: string,
  housekeeping: HousekeepingCondition,
  status: RoomStatus = 'available',
) {
  await db.update(rooms).set({ housekeeping, status }).where(eq(rooms.id, roomId));
}

const idsOf = (res: { json: () => { rooms: Array<{ _id: string }> } }) => res.json().rooms.map((r) => r._id);

describe('with inspections off (the default)', () => {
  let t: TestApp;
  let desk: Client;
  let keeper: Awaited<ReturnType<typeof clientAs>>;
  let manager: Client;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock() });
    desk = (await clientAs(t, 'receptionist')).client;
    keeper = await clientAs(t, 'housekeeping');
    manager = (await clientAs(t, 'manager')).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses to check a guest into a dirty room (409, saying so) and offers the ready rooms of its type', async () => {
    const db = t.database.db;
    const stay = await createStay(db, { checkIn: TODAY, checkOut: OUT });
    await setCondition(db, stay.room.id, 'dirty');
    const ready = await createRoom(db, { type: 'deluxe' });
    const dirty = await createRoom(db, { type: 'deluxe' });
    await setCondition(db, dirty.id, 'dirty');

    const res = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FRONT_DESK_MSG.roomCleaning(stay.room.roomNumber));
    expect(await bookingStatusOf(db, stay.booking.id)).toBe('reserved');

    const offer = await desk.get(`/api/bookings/${stay.booking.id}/ready-rooms`);
    expect(offer.statusCode).toBe(200);
    expect(idsOf(offer)).toContain(ready.id);
    expect(idsOf(offer)).not.toContain(dirty.id);
    expect(offer.json().rooms.find((r: { _id: string }) => r._id === ready.id)).toMatchObject({
      status: 'available',
      housekeeping: 'clean',
    });
  });

  it('refuses a room under maintenance, and shows a room blocked tonight as under maintenance', async () => {
    const db = t.database.db;
    const stay = await createStay(db, { checkIn: TODAY, checkOut: OUT, roomStatus: 'maintenance' });
    const res = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FRONT_DESK_MSG.roomMaintenance(stay.room.roomNumber));

    // A block and a stay never share a night (one database rule), so a blocked room is never an arrival's room.
    const blocked = await createRoom(db);
    await db.insert(roomBlocks).values({
      roomId: blocked.id,
      startDate: TODAY,
      endDate: OUT,
      kind: 'out-of-order',
      reason: 'Leaking ceiling',
    });
    const board = (await desk.get('/api/front-desk/rooms')).json();
    expect(board.rooms.find((r: { _id: string }) => r._id === blocked.id)).toMatchObject({
      status: 'maintenance',
      housekeeping: 'clean',
      readiness: 'maintenance',
    });
  });

  it('makes the room dirty at check-out; the finished cleaning makes it clean and the next guest checks in', async () => {
    const db = t.database.db;
    const leaving = await createStay(db, {
      checkIn: '2031-05-18',
      checkOut: TODAY,
      status: 'checked-in',
      roomStatus: 'occupied',
      billing: 'confirmed',
    });
    const out = await desk.post(`/api/bookings/${leaving.booking.id}/check-out`);
    expect(out.statusCode).toBe(200);
    expect(await conditionOf(db, leaving.room.id)).toBe('dirty');
    expect(await roomStatusOf(db, leaving.room.id)).toBe('cleaning');
    expect(out.json().booking.room).toMatchObject({ status: 'cleaning', housekeeping: 'dirty' });

    // The next guest of the same room arrives today: refused until the room is cleaned.
    const guest = await createUser(db, { role: 'guest' });
    const { booking: next } = await createBooking(db, {
      guestId: guest.id,
      roomId: leaving.room.id,
      checkIn: TODAY,
      checkOut: OUT,
    });
    const nextId = next.id;
    expect((await desk.post(`/api/bookings/${nextId}/check-in`)).statusCode).toBe(409);

    const [task] = (await tasksOfRoom(db, leaving.room.id)).filter((x) => x.type === 'cleaning');
    const done = await manager.put(`/api/tasks/${task!.id}/status`, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(await conditionOf(db, leaving.room.id)).toBe('clean');
    expect(await roomStatusOf(db, leaving.room.id)).toBe('available');
    expect((await desk.post(`/api/bookings/${nextId}/check-in`)).statusCode).toBe(200);
  });

  it('shows a dirty room as cleaning on the room board and in the admin list, with its condition', async () => {
    const db = t.database.db;
    const room = await createRoom(db, { roomNumber: `D-${Date.now()}` });
    await setCondition(db, room.id, 'dirty');
    const board = (await desk.get('/api/front-desk/rooms')).json();
    expect(board.rooms.find((r: { _id: string }) => r._id === room.id)).toMatchObject({
      status: 'cleaning',
      housekeeping: 'dirty',
      readiness: 'dirty',
    });
    const list = (await manager.get(`/api/rooms?q=${room.roomNumber}`)).json();
    expect(list.rooms).toEqual([expect.objectContaining({ _id: room.id, status: 'cleaning', housekeeping: 'dirty' })]);
  });

  it('lets a housekeeper finish a cleaning they were given', async () => {
    const db = t.database.db;
    const room = await createRoom(db, { status: 'cleaning' });
    await setCondition(db, room.id, 'dirty', 'cleaning');
    const task = await createTask(db, { roomId: room.id, title: room.roomNumber, assignedTo: keeper.user.id });
    const res = await keeper.client.put(`/api/tasks/${task.id}/status`, { status: 'completed' });
    expect(res.statusCode).toBe(200);
    expect(await conditionOf(db, room.id)).toBe('clean');
  });
});

describe('with inspections on', () => {
  let t: TestApp;
  let desk: Client;
  let manager: Client;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock(), env: { HOUSEKEEPING_INSPECTION: 'true' } });
    desk = (await clientAs(t, 'receptionist')).client;
    manager = (await clientAs(t, 'manager')).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opens an inspection when the cleaning is done; the guest checks in only once the room is inspected', async () => {
    const db = t.database.db;
    const stay = await createStay(db, { checkIn: TODAY, checkOut: OUT, roomStatus: 'cleaning' });
    await setCondition(db, stay.room.id, 'dirty', 'cleaning');
    const cleaning = await createTask(db, { roomId: stay.room.id, title: stay.room.roomNumber });

    const done = await manager.put(`/api/tasks/${cleaning.id}/status`, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(await conditionOf(db, stay.room.id)).toBe('clean');
    expect(await roomStatusOf(db, stay.room.id)).toBe('cleaning');
    const inspection = (await tasksOfRoom(db, stay.room.id)).find((x) => x.type === 'inspection');
    expect(inspection).toMatchObject({ status: 'pending', title: stay.room.roomNumber });

    const early = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(FRONT_DESK_MSG.roomAwaitingInspection(stay.room.roomNumber));
    const board = (await desk.get('/api/front-desk/rooms')).json();
    expect(board.rooms.find((r: { _id: string }) => r._id === stay.room.id)).toMatchObject({
      status: 'cleaning',
      readiness: 'awaiting-inspection',
    });

    const inspected = await manager.put(`/api/tasks/${inspection!.id}/status`, { status: 'completed' });
    expect(inspected.statusCode).toBe(200);
    expect(await conditionOf(db, stay.room.id)).toBe('inspected');
    expect(await roomStatusOf(db, stay.room.id)).toBe('available');
    const ok = await desk.post(`/api/bookings/${stay.booking.id}/check-in`);
    expect(ok.statusCode).toBe(200);
    expect(await conditionOf(db, stay.room.id)).toBe('inspected');
  });

  it('offers only inspected rooms', async () => {
    const db = t.database.db;
    const stay = await createStay(db, { checkIn: TODAY, checkOut: OUT });
    await setCondition(db, stay.room.id, 'dirty', 'cleaning');
    const clean = await createRoom(db, { type: 'deluxe' });
    const inspected = await createRoom(db, { type: 'deluxe' });
    await setCondition(db, inspected.id, 'inspected');
    const offer = await desk.get(`/api/bookings/${stay.booking.id}/ready-rooms`);
    expect(idsOf(offer)).toContain(inspected.id);
    expect(idsOf(offer)).not.toContain(clean.id);
  });
});
