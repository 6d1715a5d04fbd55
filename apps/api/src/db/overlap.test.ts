import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-app.js';
import { sqlState } from '../lib/errors.js';
import type { Database } from './client.js';
import { bookings } from './schema.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

async function stateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return sqlState(err);
  }
}

describe('the database forbids double booking', () => {
  it('refuses an overlapping stay of the same room with 23P01', async () => {
    const guest = await createUser(database.db);
    const room = await createRoom(database.db);
    await createBooking(database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2027-03-10',
      checkOut: '2027-03-14',
    });
    const overlap = createBooking(database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2027-03-13',
      checkOut: '2027-03-15',
    });
    expect(await stateOf(overlap)).toBe('23P01');
    const inside = createBooking(database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2027-03-11',
      checkOut: '2027-03-12',
    });
    expect(await stateOf(inside)).toBe('23P01');
  });

  it('allows a stay that begins on the day another ends, and the same dates in another room', async () => {
    const guest = await createUser(database.db);
    const room = await createRoom(database.db);
    const other = await createRoom(database.db);
    await createBooking(database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2027-04-01',
      checkOut: '2027-04-05',
    });
    await expect(
      createBooking(database.db, { guestId: guest.id, roomId: room.id, checkIn: '2027-04-05', checkOut: '2027-04-07' }),
    ).resolves.toBeDefined();
    await expect(
      createBooking(database.db, {
        guestId: guest.id,
        roomId: other.id,
        checkIn: '2027-04-01',
        checkOut: '2027-04-05',
      }),
    ).resolves.toBeDefined();
  });

  it('a cancelled stay does not block its nights', async () => {
    const guest = await createUser(database.db);
    const room = await createRoom(database.db);
    const { booking } = await createBooking(database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2027-05-01',
      checkOut: '2027-05-03',
    });
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    await expect(
      createBooking(database.db, { guestId: guest.id, roomId: room.id, checkIn: '2027-05-01', checkOut: '2027-05-03' }),
    ).resolves.toBeDefined();
  });

  it('refuses a stay whose check-out is not after its check-in', async () => {
    const guest = await createUser(database.db);
    const room = await createRoom(database.db);
    const zero = createBooking(database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2027-06-01',
      checkOut: '2027-06-01',
    });
    expect(await stateOf(zero)).toBe('23514');
  });
});
