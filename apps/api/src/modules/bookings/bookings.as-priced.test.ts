import { BOOKING_MSG, formatDollars, MSG, priceChangedMessage } from '@hotel/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoom } from '../../../test/factories.js';
import { clientAs } from '../../../test/panel-factories.js';
import { createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { billings, folioLines, mailOutbox } from '../../db/schema.js';

// Counts the two ways a booking is written: the locking read of the longer way, and the one statement of a room
// the server has read before.
const calls = vi.hoisted(() => ({ lockingReads: 0, oneStatement: 0 }));
vi.mock('./bookings.repository.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./bookings.repository.js')>();
  return {
    ...actual,
    lockRoomThenReadNewStay: (...args: Parameters<typeof actual.lockRoomThenReadNewStay>) => {
      calls.lockingReads++;
      return actual.lockRoomThenReadNewStay(...args);
    },
    insertGuestStayIfAsPriced: (...args: Parameters<typeof actual.insertGuestStayIfAsPriced>) => {
      calls.oneStatement++;
      return actual.insertGuestStayIfAsPriced(...args);
    },
  };
});

let t: TestApp;

// The hotel's "today" in these tests is 2027-01-10 (UTC).
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2027-01-10T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const guestClient = (name = 'Guest') => clientAs(t, 'guest', { name });

/** A stay at the demo rate of these rooms, $200 a night, unless told otherwise. */
const stay = (roomId: string, checkInDate: string, checkOutDate: string, extra: Record<string, unknown> = {}) => ({
  roomId,
  checkInDate,
  checkOutDate,
  totalPrice: 200 * ((Date.parse(checkOutDate) - Date.parse(checkInDate)) / 86_400_000),
  ...extra,
});

/** A room at $200 a night, sleeping two, that a first guest's booking has made the server read. */
async function roomReadByABooking() {
  const room = await createRoom(t.database.db, { priceCents: 20000, capacity: 2 });
  const { client } = await guestClient('First');
  const res = await client.post('/api/bookings/create', stay(room.id, '2027-06-01', '2027-06-02'));
  expect(res.statusCode, res.body).toBe(201);
  return room;
}

const setRoom = (id: string, change: ReturnType<typeof sql>) =>
  t.database.db.execute(sql`update rooms set ${change} where id = ${id}`);

// A guest's booking of a room the server has read before is priced and checked on the room as it was read, and
// written in one statement that books it only if the room is still so. Every change below is made in SQL, as another
// server or a person at the database would: nothing tells this server of it.
describe("a guest's booking of a room the server has read before", () => {
  it('is written in one statement, with its bill, nights and confirmation as any booking', async () => {
    const room = await roomReadByABooking();
    const { user, client } = await guestClient('Second');
    const before = { ...calls };
    const res = await client.post(
      '/api/bookings/create',
      stay(room.id, '2027-06-10', '2027-06-13', { guests: 2, additionalServices: ['Laundry'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(calls.oneStatement - before.oneStatement).toBe(1);
    expect(calls.lockingReads - before.lockingReads).toBe(0);

    const { booking } = res.json();
    expect(booking).toMatchObject({
      guest: { _id: user.id, name: 'Second', email: user.email },
      room: { _id: room.id, roomNumber: room.roomNumber, title: room.title, status: 'available' },
      checkInDate: '2027-06-10',
      checkOutDate: '2027-06-13',
      guests: 2,
      status: 'reserved',
      additionalServices: ['Laundry'],
      billing: { amount: 600, status: 'pending' },
      totalPrice: 600,
    });
    expect(booking.reference).toMatch(/^AUR-[A-Z2-9]{5}$/);
    const { db } = t.database;
    const nights = await db.select().from(folioLines).where(eq(folioLines.bookingId, booking._id));
    expect(nights.map((n) => [n.night, n.amountCents, n.description])).toEqual([
      ['2027-06-10', 20000, `Room ${room.roomNumber}`],
      ['2027-06-11', 20000, `Room ${room.roomNumber}`],
      ['2027-06-12', 20000, `Room ${room.roomNumber}`],
    ]);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking._id));
    expect(mail).toMatchObject({
      kind: 'booking_confirmation',
      toAddress: user.email,
      subject: `Your stay at The Aurelia is booked (${booking.reference})`,
    });
    const [bill] = await db.select().from(billings).where(eq(billings.bookingId, booking._id));
    expect(bill).toMatchObject({ amountCents: 60000, balanceCents: 60000, status: 'pending' });
  });

  it('is priced at the new rate once the room’s price changed', async () => {
    const room = await roomReadByABooking();
    await setRoom(room.id, sql`price_cents = 25000`);
    const { client } = await guestClient();
    const stale = await client.post('/api/bookings/create', stay(room.id, '2027-06-20', '2027-06-22'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(priceChangedMessage(formatDollars(50000)));
    const repriced = await client.post(
      '/api/bookings/create',
      stay(room.id, '2027-06-20', '2027-06-22', { totalPrice: 500 }),
    );
    expect(repriced.statusCode, repriced.body).toBe(201);
    expect(repriced.json().booking.billing.amount).toBe(500);
  });

  it('is refused once the room is under maintenance, and once it sleeps fewer than the party', async () => {
    const room = await roomReadByABooking();
    const { client } = await guestClient();
    await setRoom(room.id, sql`capacity = 1`);
    const tooMany = await client.post('/api/bookings/create', stay(room.id, '2027-07-01', '2027-07-02', { guests: 2 }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ guests: 'This room sleeps at most 1 guest' });
    await setRoom(room.id, sql`status = 'maintenance'`);
    const closed = await client.post('/api/bookings/create', stay(room.id, '2027-07-01', '2027-07-02'));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(BOOKING_MSG.roomUnavailable);
  });

  it('is refused the nights another stay holds, and repeated with its key answers with the first booking', async () => {
    const room = await roomReadByABooking();
    const { client } = await guestClient();
    const taken = await client.post('/api/bookings/create', stay(room.id, '2027-06-01', '2027-06-03'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.bookingOverlap);

    const key = { 'idempotency-key': 'as-priced-key-0001' };
    const first = await client.post('/api/bookings/create', stay(room.id, '2027-08-01', '2027-08-02'), key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await client.post('/api/bookings/create', stay(room.id, '2027-08-01', '2027-08-02'), key);
    expect(again.json().booking._id).toBe(first.json().booking._id);
  });

  it('counts the guest’s unpaid reservations as they stand, whichever way each was booked', async () => {
    const room = await roomReadByABooking();
    const { client } = await guestClient();
    const other = await createRoom(t.database.db);
    const answers = [];
    // The first in a room the server has not read, the others in one it has.
    for (const [roomId, night] of [
      [other.id, '2027-09-01'],
      [room.id, '2027-09-02'],
      [room.id, '2027-09-03'],
      [room.id, '2027-09-04'],
    ] as const) {
      const res = await client.post(
        '/api/bookings/create',
        stay(roomId, night, `2027-09-0${Number(night.at(-1)) + 1}`),
      );
      answers.push(res.statusCode === 201 ? 201 : res.json().message);
    }
    expect(answers).toEqual([201, 201, 201, BOOKING_MSG.tooManyUnpaid(3)]);
  });
});
