import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { auditEntries, clientsByRole } from '../../../test/panel-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { billings, bookings, rooms, users } from '../../db/schema.js';

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
  it('erases a guest’s personal data and keeps their stays and bills: total revenue does not move', async () => {
    const room = await createRoom(t.database.db);
    const leaving = await createUser(t.database.db, { name: 'Lena Leaving', phone: '+1 555 0100' });
    const { booking } = await createBooking(
      t.database.db,
      { guestId: leaving.id, roomId: room.id, checkIn: '2030-05-01', checkOut: '2030-05-03', status: 'checked-out' },
      { status: 'confirmed', paymentMethod: 'card' },
    );
    const guestClient = new Client(t.app);
    await guestClient.login(leaving.email, TEST_PASSWORD);
    const revenue = async () => (await as.admin.get('/api/billings/total-revenue')).json().totalRevenue;
    const before = await revenue();

    expect((await as.receptionist.delete(`/api/guest/${leaving.id}`)).statusCode).toBe(403);
    const res = await as.manager.delete(`/api/guest/${leaving.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'guest deleted successfully' });

    expect(await revenue()).toBe(before);
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.guestId).toBe(leaving.id);
    const [bill] = await t.database.db.select().from(billings).where(eq(billings.bookingId, booking.id));
    expect(bill).toMatchObject({ amountCents: 20_000, status: 'confirmed' });
    const [erased] = await t.database.db.select().from(users).where(eq(users.id, leaving.id));
    expect(erased).toMatchObject({ name: 'Erased guest', phone: null, status: 'disabled' });
    expect(erased?.email).not.toContain('leaving');
    expect(JSON.stringify(erased)).not.toMatch(/Lena|555 0100/);
    // Their session ended, and they can sign in no more.
    expect((await guestClient.get('/api/auth/me')).json().user).toBeNull();
    const login = await new Client(t.app).post('/api/auth/login', { email: leaving.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(401);
    // The stay still shows, under the anonymous name; the guest list no longer names them.
    const list = (await as.admin.get('/api/bookings?limit=100')).json().bookings;
    expect(list.find((b: { _id: string }) => b._id === booking.id)?.guest.name).toBe('Erased guest');
    expect((await as.admin.get('/api/guest?limit=100')).body).not.toContain(leaving.id);
    const [entry] = await auditEntries(t.database.db, leaving.id);
    expect(entry).toMatchObject({ action: 'guest.erase', details: {} });
    expect((await as.manager.delete(`/api/guest/${leaving.id}`)).statusCode).toBe(404);
  });

  it('refuses while the guest is in house, owes money, is owed a refund or holds a reservation', async () => {
    const room = await createRoom(t.database.db);
    const cases = [
      [{ checkIn: '2030-06-08', checkOut: '2030-06-11', status: 'checked-in' }, {}, /checked in/],
      [{ checkIn: '2030-05-01', checkOut: '2030-05-03', status: 'checked-out' }, {}, /owes \$200\.00/],
      [
        { checkIn: '2030-07-01', checkOut: '2030-07-03', status: 'cancelled' },
        { status: 'confirmed', amountCents: 0, refundDueCents: 40_000 },
        /refund of \$400\.00/,
      ],
      [{ checkIn: '2030-08-01', checkOut: '2030-08-03' }, { status: 'confirmed' }, /upcoming reservations/],
    ] as const;
    for (const [stay, bill, message] of cases) {
      const guest = await createUser(t.database.db, { name: 'Kept Guest' });
      await createBooking(t.database.db, { guestId: guest.id, roomId: room.id, ...stay }, bill);
      const refused = await as.admin.delete(`/api/guest/${guest.id}`);
      expect(refused.statusCode, String(message)).toBe(409);
      expect(refused.json().message).toMatch(message);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
      expect(row).toMatchObject({ name: 'Kept Guest', status: 'active', erasedAt: null });
    }
  });

  it('the database itself refuses to delete a guest who has stays', async () => {
    const room = await createRoom(t.database.db);
    const guest = await createUser(t.database.db);
    await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2030-05-01',
      checkOut: '2030-05-02',
    });
    await expect(t.database.db.delete(users).where(eq(users.id, guest.id))).rejects.toThrow();
    await expect(t.database.db.delete(rooms).where(eq(rooms.id, room.id))).rejects.toThrow();
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
