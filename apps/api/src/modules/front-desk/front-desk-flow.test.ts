import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { createStay, roomStatusOf, tasksOfRoom } from '../../../test/front-desk-factories.js';
import { clientAs } from '../../../test/panel-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

// Half past midnight on the 10th in Los Angeles (UTC-8 in January).
const NOW = '2031-01-10T08:30:00Z';
const TODAY = '2031-01-10';

let t: TestApp;
let desk: Client;

beforeAll(async () => {
  t = await createTestApp({ env: { HOTEL_TIMEZONE: 'America/Los_Angeles' }, clock: createClock(NOW) });
  desk = (await clientAs(t, 'receptionist')).client;
});
afterAll(async () => {
  await t?.close();
});

async function counts() {
  const guests = await desk.get('/api/guest/active-guests/count');
  const rooms = await desk.get('/api/rooms/available/rooms/count');
  expect(guests.statusCode).toBe(200);
  expect(rooms.statusCode).toBe(200);
  return { activeGuests: guests.json().totalActiveGuests as number, availableRooms: rooms.json().totalRooms as number };
}

describe("the hotel's day, end to end", () => {
  it('moves the active guest and available room counts with each step', async () => {
    const db = t.database.db;
    const keeper = await createUser(db, { role: 'housekeeping', name: 'Only Keeper' });
    const stay = await createStay(db, { checkIn: TODAY, checkOut: '2031-01-11', billing: 'confirmed' });
    const start = await counts();

    expect((await desk.post(`/api/bookings/${stay.booking.id}/check-in`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ activeGuests: start.activeGuests + 1, availableRooms: start.availableRooms - 1 });

    const out = await desk.post(`/api/bookings/${stay.booking.id}/check-out`);
    expect(out.statusCode).toBe(200);
    // The guest has gone but the room is not for sale until housekeeping has cleaned it.
    expect(await counts()).toEqual({ activeGuests: start.activeGuests, availableRooms: start.availableRooms - 1 });
    expect(out.json().task.assignedTo._id).toBe(keeper.id);

    const hk = await clientAs(t, 'housekeeping', { email: `keeper-${Date.now()}@example.test` });
    // Another housekeeper cannot finish it...
    expect((await hk.client.put(`/api/tasks/${out.json().task._id}/status`, { status: 'completed' })).statusCode).toBe(
      404,
    );
    expect(await roomStatusOf(db, stay.room.id)).toBe('cleaning');

    // ...its own housekeeper can, and the room is ready again.
    const owner = new Client(t.app);
    await owner.login(keeper.email, TEST_PASSWORD);
    const done = await owner.put(`/api/tasks/${out.json().task._id}/status`, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(await roomStatusOf(db, stay.room.id)).toBe('available');
    expect(await counts()).toEqual(start);
  });

  it('lets only one of two simultaneous check-outs through, with one cleaning task', async () => {
    const db = t.database.db;
    const stay = await createStay(db, {
      checkIn: '2031-01-08',
      checkOut: TODAY,
      status: 'checked-in',
      billing: 'confirmed',
    });
    const other = (await clientAs(t, 'manager')).client;
    const results = await Promise.all([
      desk.post(`/api/bookings/${stay.booking.id}/check-out`),
      other.post(`/api/bookings/${stay.booking.id}/check-out`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await tasksOfRoom(db, stay.room.id)).toHaveLength(1);
  });
});
