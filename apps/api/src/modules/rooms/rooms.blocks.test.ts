import { ROOM_BLOCK_MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { auditEntries, clientAs } from '../../../test/panel-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { roomBlocks } from '../../db/schema.js';

// Today in the hotel (UTC) is 2031-05-01.
let t: TestApp;
let manager: Client;
let guest: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-05-01T10:00:00Z') });
  manager = (await clientAs(t, 'manager')).client;
  guest = (await clientAs(t, 'guest')).client;
});
afterAll(async () => {
  await t.close();
});

const block = (roomId: string, startDate: string, endDate: string) => ({
  roomId,
  startDate,
  endDate,
  kind: 'out-of-order',
  reason: 'Leak under the bath: plumber booked',
});

async function searchIds(checkIn: string, checkOut: string): Promise<string[]> {
  const res = await guest.get(`/api/rooms/available/rooms?checkIn=${checkIn}&checkOut=${checkOut}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rooms.map((r: { _id: string }) => r._id);
}

describe('an out-of-order block', () => {
  it('takes the room off sale for its nights only: the search, the calendar and a booking respect it', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const res = await manager.post('/api/room-blocks', block(room.id, '2031-05-10', '2031-05-13'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: ROOM_BLOCK_MSG.created(room.roomNumber),
      block: { room: { _id: room.id }, startDate: '2031-05-10', endDate: '2031-05-13', kind: 'out-of-order' },
    });
    const [entry] = await auditEntries(t.database.db, room.id);
    expect(entry).toMatchObject({ action: 'room.block' });

    expect(await searchIds('2031-05-12', '2031-05-14')).not.toContain(room.id);
    expect(await searchIds('2031-05-08', '2031-05-10')).toContain(room.id);
    expect(await searchIds('2031-05-13', '2031-05-15')).toContain(room.id);

    const calendar = await guest.get(`/api/rooms/${room.id}/availability?from=2031-05-01&to=2031-06-01`);
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(JSON.stringify(calendar.json())).toContain('2031-05-10');

    const booked = await guest.post('/api/bookings/create', {
      roomId: room.id,
      checkInDate: '2031-05-12',
      checkOutDate: '2031-05-14',
      totalPrice: 400,
      additionalServices: [],
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(ROOM_BLOCK_MSG.offSale);

    const listed = await manager.get('/api/room-blocks?from=2031-05-01&to=2031-05-31');
    expect(listed.json().blocks.map((b: { _id: string }) => b._id)).toContain(res.json().block._id);
  });

  it('is refused over nights a stay holds, and writes nothing', async () => {
    const room = await createRoom(t.database.db);
    const someone = await createUser(t.database.db, { role: 'guest' });
    await createBooking(t.database.db, {
      guestId: someone.id,
      roomId: room.id,
      checkIn: '2031-05-20',
      checkOut: '2031-05-22',
    });
    const res = await manager.post('/api/room-blocks', block(room.id, '2031-05-21', '2031-05-25'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ROOM_BLOCK_MSG.stays(room.roomNumber));
    expect(await t.database.db.select().from(roomBlocks).where(eq(roomBlocks.roomId, room.id))).toHaveLength(0);
  });

  it('when lifted, puts the room back on sale and stays on record; lifting twice is refused', async () => {
    const room = await createRoom(t.database.db);
    const made = await manager.post('/api/room-blocks', block(room.id, '2031-06-01', '2031-06-03'));
    const id = made.json().block._id;
    expect(await searchIds('2031-06-01', '2031-06-02')).not.toContain(room.id);
    const lifted = await manager.post(`/api/room-blocks/${id}/lift`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().message).toBe(ROOM_BLOCK_MSG.lifted(room.roomNumber));
    expect(await searchIds('2031-06-01', '2031-06-02')).toContain(room.id);
    const [row] = await t.database.db.select().from(roomBlocks).where(eq(roomBlocks.id, id));
    expect(row?.liftedAt).not.toBeNull();
    expect((await manager.post(`/api/room-blocks/${id}/lift`)).statusCode).toBe(409);
  });

  it('refuses a start in the past, an end before the start and a missing reason, field by field', async () => {
    const room = await createRoom(t.database.db);
    const past = await manager.post('/api/room-blocks', block(room.id, '2031-04-28', '2031-05-02'));
    expect(past.statusCode).toBe(400);
    expect(Object.keys(past.json().errors)).toEqual(['startDate']);
    const reversed = await manager.post('/api/room-blocks', block(room.id, '2031-05-05', '2031-05-05'));
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().errors)).toEqual(['endDate']);
    const noReason = await manager.post('/api/room-blocks', {
      ...block(room.id, '2031-05-05', '2031-05-06'),
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
  });

  it('and a booking asked for the same nights at the same moment: exactly one of them holds the room', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const [blocked, booked] = await Promise.all([
      manager.post('/api/room-blocks', block(room.id, '2031-07-01', '2031-07-03')),
      guest.post('/api/bookings/create', {
        roomId: room.id,
        checkInDate: '2031-07-02',
        checkOutDate: '2031-07-04',
        totalPrice: 400,
        additionalServices: [],
      }),
    ]);
    expect([blocked.statusCode, booked.statusCode].sort()).toEqual([201, 409]);
  });
});
