import { type BookingStatus, MSG, ROOM_BLOCK_MSG, STAFF_BOOKING_MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { clientAs, createTask } from '../../../test/panel-factories.js';
import { billingOf } from '../../../test/payments-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { bookings, roomBlocks } from '../../db/schema.js';
import { seedLargeHotel } from '../../db/seed/large-hotel.js';

// Today in the hotel (UTC) is 2031-09-01.
let t: TestApp;
let desk: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-09-01T08:00:00Z') });
  desk = (await clientAs(t, 'receptionist')).client;
});
afterAll(async () => {
  await t.close();
});

async function stayIn(roomId: string, checkIn: string, checkOut: string, status: BookingStatus = 'reserved') {
  const guest = await createUser(t.database.db, { role: 'guest', name: 'Imogen Planner' });
  return createBooking(t.database.db, { guestId: guest.id, roomId, checkIn, checkOut, status, totalCents: 40_000 });
}

describe('GET /api/front-desk/planner', () => {
  it('shows every room on sale and the stays and blocks that share a night with the window, and nothing else', async () => {
    const db = t.database.db;
    const room = await createRoom(db, { priceCents: 20_000 });
    const archived = await createRoom(db, { archivedAt: new Date() });
    const inside = await stayIn(room.id, '2031-09-03', '2031-09-05');
    const straddling = await stayIn(room.id, '2031-08-30', '2031-09-02', 'checked-in');
    const after = await stayIn(room.id, '2031-09-15', '2031-09-17');
    const cancelled = await stayIn(room.id, '2031-09-06', '2031-09-08', 'cancelled');
    const [block] = await db
      .insert(roomBlocks)
      .values({
        roomId: room.id,
        startDate: '2031-09-10',
        endDate: '2031-09-12',
        kind: 'out-of-order',
        reason: 'New carpet',
      })
      .returning();

    const res = await desk.get('/api/front-desk/planner?from=2031-09-01&days=14');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ from: '2031-09-01', to: '2031-09-15', today: '2031-09-01' });
    const roomIds = answer.rooms.map((r: { _id: string }) => r._id);
    expect(roomIds).toContain(room.id);
    expect(roomIds).not.toContain(archived.id);
    const stayIds = answer.stays.map((s: { _id: string }) => s._id);
    expect(stayIds).toEqual(expect.arrayContaining([inside.booking.id, straddling.booking.id]));
    expect(stayIds).not.toContain(after.booking.id);
    expect(stayIds).not.toContain(cancelled.booking.id);
    expect(answer.stays.find((s: { _id: string }) => s._id === inside.booking.id)).toMatchObject({
      reference: inside.booking.reference,
      guestName: 'Imogen Planner',
      checkInDate: '2031-09-03',
      checkOutDate: '2031-09-05',
      balance: 400,
    });
    expect(answer.blocks).toEqual([
      expect.objectContaining({ _id: block!.id, roomId: room.id, startDate: '2031-09-10', reason: 'New carpet' }),
    ]);

    const tooLong = await desk.get('/api/front-desk/planner?from=2031-09-01&days=400');
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['days']);
  });
});

describe('open tasks beside each room of the planner', () => {
  it('lists the open tasks of a room, most urgent first, and leaves out the completed ones', async () => {
    const db = t.database.db;
    const room = await createRoom(db);
    const done = await createTask(db, { roomId: room.id, title: room.roomNumber, status: 'completed' });
    const later = await createTask(db, {
      roomId: room.id,
      title: room.roomNumber,
      type: 'cleaning',
      dueDate: '2031-09-03',
      description: 'Turn-down',
    });
    const urgent = await createTask(db, {
      roomId: room.id,
      title: room.roomNumber,
      type: 'maintenance',
      priority: 'high',
      dueDate: '2031-09-01',
      description: 'Shower drips',
    });

    const answer = (await desk.get('/api/front-desk/planner?from=2031-09-01&days=14')).json();
    const row = answer.rooms.find((r: { _id: string }) => r._id === room.id);
    expect(row.openTasks).toBe(2);
    expect(row.tasks.map((task: { _id: string }) => task._id)).toEqual([urgent.id, later.id]);
    expect(row.tasks[0]).toMatchObject({
      type: 'maintenance',
      priority: 'high',
      dueDate: '2031-09-01',
      description: 'Shower drips',
    });
    expect(row.tasks.map((task: { _id: string }) => task._id)).not.toContain(done.id);
  });
});

describe('the larger hotel the benchmark measures (SEED_EXTRA_ROOMS)', () => {
  it('adds rooms with a year of stays that never overlap, and the planner shows them', async () => {
    await seedLargeHotel(t.database.db, { rooms: 3, today: '2031-09-01', passwordHash: 'x' });
    const res = await desk.get('/api/front-desk/planner?from=2031-09-01&days=14');
    const answer = res.json();
    const added = answer.rooms.filter((r: { roomNumber: string }) => /^L\d{3}$/.test(r.roomNumber));
    expect(added).toHaveLength(3);
    const ids = new Set(added.map((r: { _id: string }) => r._id));
    const stays = answer.stays.filter((s: { roomId: string }) => ids.has(s.roomId));
    // Three nights, then one free: four stays of each room touch these two weeks.
    expect(stays).toHaveLength(12);
  });
});

describe('POST /api/bookings/:id/reschedule', () => {
  it('moves a stay to another room and other nights, priced by the server from that room’s rate', async () => {
    const db = t.database.db;
    const from = await createRoom(db, { priceCents: 20_000 });
    const to = await createRoom(db, { priceCents: 30_000 });
    const { booking } = await stayIn(from.id, '2031-09-20', '2031-09-22');
    const res = await desk.post(`/api/bookings/${booking.id}/reschedule`, {
      roomId: to.id,
      checkInDate: '2031-09-21',
      checkOutDate: '2031-09-24',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      room: { _id: to.id },
      checkInDate: '2031-09-21',
      checkOutDate: '2031-09-24',
      totalPrice: 900,
    });
    expect(await billingOf(db, booking.id)).toMatchObject({ amountCents: 90_000 });
  });

  it('refuses nights another stay or a block holds, and a stay in house, and changes nothing', async () => {
    const db = t.database.db;
    const room = await createRoom(db, { priceCents: 20_000 });
    const other = await createRoom(db, { priceCents: 20_000 });
    const { booking } = await stayIn(room.id, '2031-10-01', '2031-10-03');
    await stayIn(other.id, '2031-10-02', '2031-10-04');
    const clash = await desk.post(`/api/bookings/${booking.id}/reschedule`, {
      roomId: other.id,
      checkInDate: '2031-10-01',
      checkOutDate: '2031-10-03',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(MSG.bookingOverlap);

    await db.insert(roomBlocks).values({
      roomId: room.id,
      startDate: '2031-10-03',
      endDate: '2031-10-05',
      kind: 'out-of-order',
      reason: 'Repairs',
    });
    const blocked = await desk.post(`/api/bookings/${booking.id}/reschedule`, {
      roomId: room.id,
      checkInDate: '2031-10-01',
      checkOutDate: '2031-10-04',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(ROOM_BLOCK_MSG.offSale);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ roomId: room.id, checkIn: '2031-10-01', checkOut: '2031-10-03' });

    // A guest in house is not moved to another room from here.
    const inHouse = await stayIn(room.id, '2031-08-30', '2031-09-02', 'checked-in');
    const locked = await desk.post(`/api/bookings/${inHouse.booking.id}/reschedule`, {
      roomId: (await createRoom(db)).id,
      checkInDate: '2031-08-30',
      checkOutDate: '2031-09-02',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(STAFF_BOOKING_MSG.stayLocked);

    const reversed = await desk.post(`/api/bookings/${booking.id}/reschedule`, {
      roomId: room.id,
      checkInDate: '2031-10-03',
      checkOutDate: '2031-10-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().errors)).toEqual(['checkOutDate']);
  });

  it('moves the departure of a guest in house: one night more at the stay’s own rate, or earlier, not onto another stay', async () => {
    const db = t.database.db;
    const room = await createRoom(db, { priceCents: 35_000 });
    const guest = await createUser(db, { role: 'guest', name: 'Ines Inhouse' });
    const { booking } = await createBooking(
      db,
      {
        guestId: guest.id,
        roomId: room.id,
        checkIn: '2031-08-31',
        checkOut: '2031-09-02',
        status: 'checked-in',
        totalCents: 40_000,
      },
      { status: 'pending' },
    );
    const longer = await desk.post(`/api/bookings/${booking.id}/reschedule`, {
      roomId: room.id,
      checkInDate: '2031-08-31',
      checkOutDate: '2031-09-03',
    });
    expect(longer.statusCode, longer.body).toBe(200);
    // Three nights at the booked $200 a night, not the room's rate today.
    expect(longer.json().booking).toMatchObject({ checkOutDate: '2031-09-03', totalPrice: 600, status: 'checked-in' });
    expect(await billingOf(db, booking.id)).toMatchObject({ amountCents: 60_000 });

    await stayIn(room.id, '2031-09-04', '2031-09-06');
    const clash = await desk.post(`/api/bookings/${booking.id}/reschedule`, {
      roomId: room.id,
      checkInDate: '2031-08-31',
      checkOutDate: '2031-09-05',
    });
    expect(clash.statusCode).toBe(409);
    const today = await desk.post(`/api/bookings/${booking.id}/reschedule`, {
      roomId: room.id,
      checkInDate: '2031-08-31',
      checkOutDate: '2031-09-01',
    });
    expect(today.statusCode).toBe(400);
    expect(today.json().errors).toEqual({ checkOutDate: STAFF_BOOKING_MSG.departureNotPast });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ checkOut: '2031-09-03', totalCents: 60_000 });
  });

  it('lets two desks moving stays onto the same nights at once end with one of them, never an overlap', async () => {
    const db = t.database.db;
    const target = await createRoom(db, { priceCents: 20_000 });
    const a = await stayIn((await createRoom(db)).id, '2031-11-01', '2031-11-03');
    const b = await stayIn((await createRoom(db)).id, '2031-11-02', '2031-11-04');
    const other = (await clientAs(t, 'manager')).client;
    const answers = await Promise.all([
      desk.post(`/api/bookings/${a.booking.id}/reschedule`, {
        roomId: target.id,
        checkInDate: '2031-11-01',
        checkOutDate: '2031-11-03',
      }),
      other.post(`/api/bookings/${b.booking.id}/reschedule`, {
        roomId: target.id,
        checkInDate: '2031-11-02',
        checkOutDate: '2031-11-04',
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await db.select().from(bookings).where(eq(bookings.roomId, target.id))).toHaveLength(1);
  });
});
