import { MSG } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-03-01T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

async function loggedIn(role: 'guest' | 'receptionist' = 'guest') {
  const user = await createUser(t.database.db, { role, name: 'Iris Guest', phone: '+1 555 0101' });
  const client = new Client(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { user, client };
}

describe('profile', () => {
  it('shows the account with its phone, and edits name and phone; the e-mail cannot change', async () => {
    const { user, client } = await loggedIn();
    expect((await client.get('/api/guest/profile')).json().user).toEqual({
      id: user.id,
      name: 'Iris Guest',
      email: user.email,
      role: 'guest',
      phone: '+1 555 0101',
    });
    const res = await client.put('/api/guest/profile', { name: '  Iris Watson ', phone: '', password: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Iris Watson', phone: '', email: user.email });
    expect((await client.get('/api/auth/me')).json().user.name).toBe('Iris Watson');

    const sneaky = await client.put('/api/guest/profile', {
      name: 'X',
      phone: '',
      email: 'x@example.test',
      role: 'admin',
    });
    expect(sneaky.statusCode).toBe(400);
    expect(Object.keys(sneaky.json().errors).sort()).toEqual(['email', 'role']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, role: 'guest', name: 'Iris Watson', phone: null });
  });

  it('keeps the password when the box is blank', async () => {
    const { user, client } = await loggedIn();
    await client.put('/api/guest/profile', { name: 'Same', phone: '', password: '' });
    await new Client(t.app).login(user.email, TEST_PASSWORD);
  });

  it('lists every bad field', async () => {
    const { client } = await loggedIn();
    const res = await client.put('/api/guest/profile', { name: '', phone: 'call me', password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: MSG.nameRequired,
      phone: 'Please enter a valid phone number',
      password: MSG.passwordTooShort,
    });
  });

  it('refuses a common password', async () => {
    const { client } = await loggedIn();
    const res = await client.put('/api/guest/profile', { name: 'Iris', phone: '', password: 'password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBe(MSG.passwordTooCommon);
  });

  it('a new password ends the other sessions and keeps this one', async () => {
    const { user, client } = await loggedIn();
    const laptop = new Client(t.app);
    await laptop.login(user.email, TEST_PASSWORD);
    expect((await laptop.get('/api/auth/me')).json().user).not.toBeNull();

    const res = await client.put('/api/guest/profile', {
      name: 'Iris',
      phone: '',
      password: 'a brand new secret',
      currentPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).json().user).not.toBeNull();
    expect((await laptop.get('/api/auth/me')).json().user).toBeNull();

    const again = new Client(t.app);
    expect((await again.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    await again.login(user.email, 'a brand new secret');
  });

  it('needs the current password to choose a new one, for every role, and changes nothing without it', async () => {
    for (const role of ['guest', 'receptionist'] as const) {
      const { user, client } = await loggedIn(role);
      const missing = await client.put('/api/guest/profile', {
        name: 'Iris',
        phone: '',
        password: 'a brand new secret',
      });
      expect(missing.statusCode, role).toBe(400);
      expect(missing.json().errors).toEqual({ currentPassword: MSG.currentPasswordRequired });
      const wrong = await client.put('/api/guest/profile', {
        name: 'Iris',
        phone: '',
        password: 'a brand new secret',
        currentPassword: 'not my password',
      });
      expect(wrong.statusCode, role).toBe(400);
      expect(wrong.json().errors).toEqual({ currentPassword: MSG.currentPasswordWrong });
      // The old password still works, and the session too.
      await new Client(t.app).login(user.email, TEST_PASSWORD);
      expect((await client.get('/api/auth/me')).json().user).not.toBeNull();
    }
  });

  it('throttles guesses of the current password like sign-in attempts', async () => {
    const { client } = await loggedIn();
    const guess = (currentPassword: string) =>
      client.put('/api/guest/profile', { name: 'Iris', phone: '', password: 'a brand new secret', currentPassword });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await guess(`guess number ${i}`)).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[5]).toBe(429);
    // Even the right one waits until the window has passed.
    expect((await guess(TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('asks staff for at least 12 characters', async () => {
    const { client } = await loggedIn('receptionist');
    const res = await client.put('/api/guest/profile', { name: 'Desk', phone: '', password: 'sevench' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBe(MSG.staffPasswordTooShort);
  });

  it('needs a session', async () => {
    const res = await new Client(t.app).put('/api/guest/profile', { name: 'Nobody', phone: '' });
    expect(res.statusCode).toBe(401);
  });
});

describe("the guest's bookings", () => {
  it('lists only its own bookings, newest first, and sums the confirmed bills', async () => {
    const { user, client } = await loggedIn();
    const other = await createUser(t.database.db);
    const room = await createRoom(t.database.db, { title: 'Garden Suite', priceCents: 20000 });
    const older = await createBooking(
      t.database.db,
      {
        guestId: user.id,
        roomId: room.id,
        checkIn: '2031-04-01',
        checkOut: '2031-04-03',
        totalCents: 40000,
        createdAt: new Date('2031-02-01T00:00:00Z'),
      },
      { status: 'confirmed', paymentMethod: 'card' },
    );
    const newer = await createBooking(t.database.db, {
      guestId: user.id,
      roomId: room.id,
      checkIn: '2031-05-01',
      checkOut: '2031-05-02',
      totalCents: 20000,
      createdAt: new Date('2031-02-15T00:00:00Z'),
    });
    await createBooking(t.database.db, {
      guestId: other.id,
      roomId: room.id,
      checkIn: '2031-06-01',
      checkOut: '2031-06-02',
    });

    const res = await client.get('/api/guest/bookings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalBookings).toBe(2);
    expect(body.totalAmountSpent).toBe(400);
    expect(body.bookings.map((b: { _id: string }) => b._id)).toEqual([newer.booking.id, older.booking.id]);
    expect(body.bookings[1]).toMatchObject({
      roomId: { _id: room.id, title: 'Garden Suite' },
      billingId: { _id: older.billing.id, amount: 400, status: 'confirmed' },
      checkInDate: '2031-04-01',
      checkOutDate: '2031-04-03',
      totalPrice: 400,
      paidAt: expect.any(String),
    });
    expect(body.bookings[0]).toMatchObject({ paidAt: null, billingId: { status: 'pending' } });
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toMatch(/password/i);
  });

  it('is for guests only', async () => {
    const { client } = await loggedIn('receptionist');
    expect((await client.get('/api/guest/bookings')).statusCode).toBe(403);
  });
});

describe("one of the guest's bookings (its confirmation)", () => {
  it('answers the guest its own booking with the cancellation terms, and another guest or an unknown id 404', async () => {
    const { user, client } = await loggedIn();
    const room = await createRoom(t.database.db, { title: 'Harbour Room', priceCents: 30000 });
    const { booking } = await createBooking(t.database.db, {
      guestId: user.id,
      roomId: room.id,
      checkIn: '2031-04-10',
      checkOut: '2031-04-12',
      totalCents: 60000,
      guests: 2,
    });

    const res = await client.get(`/api/guest/bookings/${booking.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      _id: booking.id,
      reference: booking.reference,
      roomId: { _id: room.id, title: 'Harbour Room' },
      checkInDate: '2031-04-10',
      checkOutDate: '2031-04-12',
      guests: 2,
      totalPrice: 600,
      billingId: { status: 'pending', balance: 600 },
      freeCancellationUntil: expect.any(String),
    });

    const stranger = await loggedIn();
    const theirs = await stranger.client.get(`/api/guest/bookings/${booking.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Harbour Room');
    const unknown = await client.get('/api/guest/bookings/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(theirs.json());
  });

  it('is for guests only', async () => {
    const { client } = await loggedIn('receptionist');
    expect((await client.get('/api/guest/bookings/00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
  });
});
