import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { clientAs, createTask } from '../../../test/panel-factories.js';
import { createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { roomBlocks } from '../../db/schema.js';

// 23:30 on 1 March in New York is already 2 March in UTC.
const NOW = '2031-03-02T04:30:00Z';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { HOTEL_TIMEZONE: 'America/New_York' }, clock: createClock(NOW) });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/front-desk/rooms', () => {
  it("shows each room's real status, its most urgent open task and its next arrival", async () => {
    const db = t.database.db;
    const guest = await createUser(db, { role: 'guest', name: 'Private Person' });
    const hk = await createUser(db, { role: 'housekeeping', name: 'Hana Keeper' });
    const quiet = await createRoom(db, { roomNumber: 'B-101', description: '' });
    const busy = await createRoom(db, { roomNumber: 'B-102', status: 'cleaning' });
    const inHouse = await createRoom(db, { roomNumber: 'B-103', status: 'occupied' });

    await createBooking(db, { guestId: guest.id, roomId: busy.id, checkIn: '2031-03-05', checkOut: '2031-03-07' });
    await createBooking(db, { guestId: guest.id, roomId: busy.id, checkIn: '2031-03-01', checkOut: '2031-03-03' });
    await createBooking(db, {
      guestId: guest.id,
      roomId: busy.id,
      checkIn: '2031-03-03',
      checkOut: '2031-03-04',
      status: 'cancelled',
    });
    await createBooking(db, {
      guestId: guest.id,
      roomId: inHouse.id,
      checkIn: '2031-02-27',
      checkOut: '2031-03-02',
      status: 'checked-in',
    });
    await createTask(db, { roomId: busy.id, title: busy.roomNumber, dueDate: '2031-03-04', priority: 'high' });
    const urgent = await createTask(db, {
      roomId: busy.id,
      title: busy.roomNumber,
      dueDate: '2031-03-01',
      priority: 'medium',
      assignedTo: hk.id,
      status: 'in-progress',
    });
    await createTask(db, { roomId: busy.id, title: busy.roomNumber, dueDate: '2031-02-01', status: 'completed' });

    const { client } = await clientAs(t, 'receptionist');
    const res = await client.get('/api/front-desk/rooms');
    expect(res.statusCode).toBe(200);
    const board = res.json();
    expect(board.date).toBe('2031-03-01');
    const byNumber = (n: string) => board.rooms.find((r: { roomNumber: string }) => r.roomNumber === n);

    expect(byNumber('B-101')).toMatchObject({
      _id: quiet.id,
      status: 'available',
      description: '',
      openTask: null,
      openTaskCount: 0,
      nextArrival: null,
      currentStay: null,
    });
    expect(byNumber('B-102')).toMatchObject({
      status: 'cleaning',
      openTaskCount: 2,
      openTask: { _id: urgent.id, status: 'in-progress', assignedTo: { name: 'Hana Keeper' } },
      // The stay that began today is reserved and not yet in house: it is the next arrival.
      nextArrival: { checkInDate: '2031-03-01', checkOutDate: '2031-03-03' },
    });
    expect(byNumber('B-103')).toMatchObject({
      status: 'occupied',
      currentStay: { checkInDate: '2031-02-27', checkOutDate: '2031-03-02' },
      nextArrival: null,
    });
    // The board names no guests: housekeeping reads it too.
    expect(res.body).not.toContain('Private Person');
    expect(res.body).not.toContain(guest.email);
  });

  it('shows a room off sale tonight as under maintenance, with the block’s reason and end; not tomorrow’s block', async () => {
    const db = t.database.db;
    // Hotel today is 1 March (New York).
    const blocked = await createRoom(db, { status: 'available' });
    const later = await createRoom(db, { status: 'available' });
    await db.insert(roomBlocks).values([
      {
        roomId: blocked.id,
        startDate: '2031-02-28',
        endDate: '2031-03-04',
        kind: 'out-of-order',
        reason: 'Water damage',
      },
      { roomId: later.id, startDate: '2031-03-02', endDate: '2031-03-03', kind: 'out-of-service', reason: 'VIP hold' },
    ]);
    const desk = (await clientAs(t, 'receptionist')).client;
    const { rooms } = (await desk.get('/api/front-desk/rooms')).json();
    expect(rooms.find((r: { _id: string }) => r._id === blocked.id)).toMatchObject({
      status: 'maintenance',
      offSale: { kind: 'out-of-order', reason: 'Water damage', until: '2031-03-04' },
    });
    expect(rooms.find((r: { _id: string }) => r._id === later.id)).toMatchObject({
      status: 'available',
      offSale: null,
    });
  });

  it('is open to housekeeping and closed to guests and visitors', async () => {
    expect((await (await clientAs(t, 'housekeeping')).client.get('/api/front-desk/rooms')).statusCode).toBe(200);
    expect((await (await clientAs(t, 'guest')).client.get('/api/front-desk/rooms')).statusCode).toBe(403);
    const { Client } = await import('../../../test/test-app.js');
    expect((await new Client(t.app).get('/api/front-desk/rooms')).statusCode).toBe(401);
  });
});
