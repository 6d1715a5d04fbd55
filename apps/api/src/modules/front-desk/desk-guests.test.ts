import { FRONT_DESK_MSG, MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.js';
import { auditEntries, clientsByRole } from '../../../test/panel-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';

// Today in the hotel (UTC) is 2030-06-10.
let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2030-06-10T12:00:00Z') });
  as = await clientsByRole(t);
});
afterAll(async () => {
  await t.close();
});

async function bookFor(guestId: string) {
  const room = await createRoom(t.database.db, { priceCents: 20_000 });
  const res = await as.receptionist.post('/api/bookings', {
    guestId,
    roomId: room.id,
    checkInDate: '2030-06-10',
    checkOutDate: '2030-06-12',
    status: 'reserved',
    billingStatus: 'pending',
    additionalServices: [],
    totalPrice: 400,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking as { _id: string; reference: string };
}

describe('a guest booked in person or by phone', () => {
  it('needs only a name; they are found by name and booked like any guest, and cannot sign in', async () => {
    const res = await as.receptionist.post('/api/front-desk/guests', { name: 'Walter Walk-In', email: '' });
    expect(res.statusCode, res.body).toBe(201);
    const { message, guest } = res.json();
    expect(message).toBe(FRONT_DESK_MSG.guestCreated);
    expect(guest).toMatchObject({ name: 'Walter Walk-In', email: '', phone: '' });
    const [entry] = await auditEntries(t.database.db, guest._id);
    expect(entry).toMatchObject({ action: 'guest.create-at-desk', details: {} });

    const found = await as.receptionist.get('/api/front-desk/guests?q=walter');
    expect(found.json().guests.map((g: { _id: string }) => g._id)).toContain(guest._id);
    const booking = await bookFor(guest._id);
    const listed = await as.receptionist.get(`/api/bookings?q=${booking.reference}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(guest._id);
  });

  it('is found by phone and by a stay’s reference, and registering with their e-mail claims the stays', async () => {
    const res = await as.manager.post('/api/front-desk/guests', {
      name: 'Priya Phone',
      email: 'Priya@Example.test',
      phone: '+44 20 7946 0000',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { guest } = res.json();
    expect(guest).toMatchObject({ email: 'priya@example.test', phone: '+44 20 7946 0000' });
    const booking = await bookFor(guest._id);
    for (const q of ['7946', booking.reference.toLowerCase()]) {
      const found = await as.receptionist.get(`/api/front-desk/guests?q=${encodeURIComponent(q)}`);
      expect(
        found.json().guests.map((g: { _id: string }) => g._id),
        q,
      ).toContain(guest._id);
    }

    // Before claiming it, the account has no password that anyone could know.
    const visitor = new Client(t.app);
    expect((await visitor.post('/api/auth/login', { email: 'priya@example.test', password: '' })).statusCode).toBe(400);
    const registered = await visitor.post('/api/guest/register', {
      name: 'Priya Patel',
      email: 'priya@example.test',
      password: 'lantern-harbour-42',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(await visitor.login('priya@example.test', 'lantern-harbour-42')).toMatchObject({ id: guest._id });
    const mine = await visitor.get('/api/guest/bookings');
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(booking.reference);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest._id));
    expect(row).toMatchObject({ name: 'Priya Patel', hasPassword: true, phone: '+44 20 7946 0000' });

    // Claimed once: the same e-mail cannot be registered again.
    const again = await new Client(t.app).post('/api/guest/register', {
      name: 'Someone Else',
      email: 'priya@example.test',
      password: 'another-harbour-42',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an e-mail already on an account, a missing name and a malformed e-mail, and writes nothing', async () => {
    const existing = await createUser(t.database.db, { name: 'Ada Account', email: 'ada@example.test' });
    const taken = await as.receptionist.post('/api/front-desk/guests', {
      name: 'Ada Again',
      email: 'ADA@example.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MSG.emailTaken, errors: { email: FRONT_DESK_MSG.guestExists } });
    // An account with a password is never claimed by registering.
    const claim = await new Client(t.app).post('/api/guest/register', {
      name: 'Not Ada',
      email: 'ada@example.test',
      password: 'lantern-harbour-42',
    });
    expect(claim.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.name).toBe('Ada Account');

    const before = await t.database.db.select({ id: users.id }).from(users);
    const noName = await as.receptionist.post('/api/front-desk/guests', { name: ' ', phone: '123' });
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json().errors)).toEqual(['name']);
    const badEmail = await as.receptionist.post('/api/front-desk/guests', { name: 'Bea', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(badEmail.json().errors)).toEqual(['email']);
    expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });
});
