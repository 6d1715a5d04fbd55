import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { auditEntries, clientsByRole } from '../../../test/panel-factories.js';
import { createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { bookings, users } from '../../db/schema.js';

let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2030-06-10T12:00:00Z') });
  as = await clientsByRole(t);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/guest', () => {
  it('lists guest accounts only, with their bookings and whether they are in house, never a hash', async () => {
    const guest = await createUser(t.database.db, {
      name: 'Olive Listed',
      email: 'olive@example.test',
      phone: '+1 555 0101',
    });
    const room = await createRoom(t.database.db);
    await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2030-06-09',
      checkOut: '2030-06-12',
      status: 'checked-in',
    });
    const res = await as.manager.get('/api/guest?q=olive');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      users: [
        {
          _id: guest.id,
          name: 'Olive Listed',
          email: 'olive@example.test',
          phone: '+1 555 0101',
          role: 'guest',
          status: 'active',
          createdAt: expect.any(String),
          bookings: 1,
          inHouse: true,
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
    });
    const all = await as.admin.get('/api/guest?limit=100');
    expect(all.json().users.every((u: { role: string }) => u.role === 'guest')).toBe(true);
    expect(all.body).not.toMatch(/argon2|password/i);
  });

  it('sorts and paginates on the server', async () => {
    for (const name of ['Pia Sort', 'Abe Sort', 'Max Sort'])
      await createUser(t.database.db, { name, email: `${name.split(' ')[0]}@sort.test` });
    const page = (await as.admin.get('/api/guest?q=sort.test&sort=name&order=asc&limit=2')).json();
    expect(page.users.map((u: { name: string }) => u.name)).toEqual(['Abe Sort', 'Max Sort']);
    expect(page.total).toBe(3);
  });

  it('is refused to the desk, housekeeping and guests', async () => {
    expect((await as.receptionist.get('/api/guest')).statusCode).toBe(403);
    expect((await as.housekeeping.get('/api/guest')).statusCode).toBe(403);
    expect((await as.guest.get('/api/guest')).statusCode).toBe(403);
  });
});

describe('DELETE /api/guest/:id', () => {
  it('deletes a guest and their stays, audited; refuses while they are in house', async () => {
    const room = await createRoom(t.database.db);
    const staying = await createUser(t.database.db);
    await createBooking(t.database.db, {
      guestId: staying.id,
      roomId: room.id,
      checkIn: '2030-06-08',
      checkOut: '2030-06-11',
      status: 'checked-in',
    });
    const refused = await as.admin.delete(`/api/guest/${staying.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/checked in/);

    const leaving = await createUser(t.database.db);
    const { booking } = await createBooking(t.database.db, {
      guestId: leaving.id,
      roomId: room.id,
      checkIn: '2030-05-01',
      checkOut: '2030-05-03',
      status: 'checked-out',
    });
    expect((await as.receptionist.delete(`/api/guest/${leaving.id}`)).statusCode).toBe(403);
    const res = await as.manager.delete(`/api/guest/${leaving.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'guest deleted successfully' });
    expect(await t.database.db.select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id))).toEqual([]);
    const [entry] = await auditEntries(t.database.db, leaving.id);
    expect(entry).toMatchObject({ action: 'guest.delete' });
  });

  it('never deletes a staff account through this route', async () => {
    const staff = await createUser(t.database.db, { role: 'receptionist' });
    expect((await as.admin.delete(`/api/guest/${staff.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(users).where(eq(users.id, staff.id))).toHaveLength(1);
  });
});

describe('GET /api/guest/active-guests/count', () => {
  it('counts distinct guests checked in, for the desk and management', async () => {
    const before = (await as.receptionist.get('/api/guest/active-guests/count')).json().totalActiveGuests;
    const guest = await createUser(t.database.db);
    const [a, b] = [await createRoom(t.database.db), await createRoom(t.database.db)];
    // Two rooms, one guest: counted once. A reserved stay is not in house.
    await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: a.id,
      checkIn: '2030-06-10',
      checkOut: '2030-06-12',
      status: 'checked-in',
    });
    await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: b.id,
      checkIn: '2030-06-10',
      checkOut: '2030-06-12',
      status: 'checked-in',
    });
    await createBooking(t.database.db, {
      guestId: (await createUser(t.database.db)).id,
      roomId: a.id,
      checkIn: '2030-07-10',
      checkOut: '2030-07-12',
    });
    expect((await as.manager.get('/api/guest/active-guests/count')).json()).toEqual({ totalActiveGuests: before + 1 });
    expect((await as.housekeeping.get('/api/guest/active-guests/count')).statusCode).toBe(403);
  });
});
