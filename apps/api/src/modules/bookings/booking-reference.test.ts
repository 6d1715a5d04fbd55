import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { clientAs } from '../../../test/panel-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

// Today in the hotel (UTC) is 2030-06-10.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2030-06-10T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const REFERENCE = /^AUR-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{5}$/;

describe('a booking reference', () => {
  it('is given to every booking, short and unambiguous, and shown to the guest', async () => {
    const guest = await createUser(t.database.db);
    const client = new Client(t.app);
    await client.login(guest.email, TEST_PASSWORD);
    const room = await createRoom(t.database.db);
    const res = await client.post('/api/bookings/create', {
      roomId: room.id,
      checkInDate: '2030-07-01',
      checkOutDate: '2030-07-02',
      totalPrice: 200,
      additionalServices: [],
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json().booking;
    expect(reference).toMatch(REFERENCE);
    const mine = (await client.get('/api/guest/bookings')).json().bookings;
    expect(mine[0].reference).toBe(reference);
  });

  it('is unique across many bookings', async () => {
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db);
    const made = [];
    for (let i = 0; i < 60; i++) {
      const day = (n: number) => new Date(Date.UTC(2031, 0, 1 + n)).toISOString().slice(0, 10);
      made.push(
        await createBooking(t.database.db, {
          guestId: guest.id,
          roomId: room.id,
          checkIn: day(i),
          checkOut: day(i + 1),
        }),
      );
    }
    const references = made.map((m) => m.booking.reference);
    for (const r of references) expect(r).toMatch(REFERENCE);
    expect(new Set(references).size).toBe(references.length);
  });

  it('finds the booking and its bill in the staff lists', async () => {
    const guest = await createUser(t.database.db, { name: 'Quoted Reference' });
    const room = await createRoom(t.database.db);
    const { booking } = await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2030-09-01',
      checkOut: '2030-09-02',
    });
    const admin = (await clientAs(t, 'admin')).client;
    const bookings = (await admin.get(`/api/bookings?q=${booking.reference.toLowerCase()}`)).json().bookings;
    expect(bookings.map((b: { _id: string }) => b._id)).toEqual([booking.id]);
    expect(bookings[0].reference).toBe(booking.reference);
    const bills = (await admin.get(`/api/billings?q=${booking.reference}`)).json().billings;
    expect(bills.map((b: { booking: { reference: string } }) => b.booking.reference)).toEqual([booking.reference]);
  });
});
