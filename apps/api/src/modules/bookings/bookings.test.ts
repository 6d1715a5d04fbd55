import { randomUUID } from 'node:crypto';
import { BOOKING_MSG } from '@hotel/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { auditLog, billings, bookings, folioLines, mailOutbox } from '../../db/schema.js';

let t: TestApp;

// The hotel's "today" in these tests is 2027-01-10 (UTC).
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2027-01-10T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

async function guestClient(name = 'Guest') {
  const user = await createUser(t.database.db, { name, role: 'guest' });
  const client = new Client(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { user, client };
}

async function staffClient(role: 'receptionist' | 'manager' | 'admin' | 'housekeeping') {
  const user = await createUser(t.database.db, { name: `A ${role}`, role });
  const client = new Client(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { user, client };
}

/** A room at $200 a night unless told otherwise. */
const room = (overrides: Parameters<typeof createRoom>[1] = {}) => createRoom(t.database.db, overrides);

async function rowCounts() {
  const [b] = await t.database.db.select({ n: count() }).from(bookings);
  const [p] = await t.database.db.select({ n: count() }).from(billings);
  return { bookings: b!.n, billings: p!.n };
}

const stay = (roomId: string, checkInDate: string, checkOutDate: string, totalPrice: number, extra = {}) => ({
  roomId,
  checkInDate,
  checkOutDate,
  totalPrice,
  additionalServices: [],
  ...extra,
});

describe('POST /api/bookings/create by a guest', () => {
  it('books the stay as reserved with a pending bill of nights × price, in the guest shape', async () => {
    const { user, client } = await guestClient('Iris Vale');
    const r = await room({ priceCents: 24550 });
    const res = await client.post(
      '/api/bookings/create',
      stay(r.id, '2027-02-01', '2027-02-04', 736.5, {
        guestId: user.id,
        additionalServices: ['Room Service', 'Wake-up Call'],
        guests: 2,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Booked 3 night(s) successfully. Please confirm to complete the booking.');
    expect(body.booking).toMatchObject({
      guest: { _id: user.id, name: 'Iris Vale', email: user.email },
      room: { _id: r.id, roomNumber: r.roomNumber, type: 'deluxe', title: r.title },
      roomId: { _id: r.id, title: r.title },
      checkInDate: '2027-02-01',
      checkOutDate: '2027-02-04',
      nights: 3,
      guests: 2,
      status: 'reserved',
      additionalServices: ['Room Service', 'Wake-up Call'],
      billing: { amount: 736.5, status: 'pending' },
      billingId: { amount: 736.5, status: 'pending' },
      totalPrice: 736.5,
    });
    expect(body.booking.billingId._id).toBe(body.booking.billing._id);

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, body.booking._id));
    expect(row).toMatchObject({ guestId: user.id, totalCents: 73650, status: 'reserved', createdBy: user.id });
    const [bill] = await t.database.db.select().from(billings).where(eq(billings.bookingId, row!.id));
    expect(bill).toMatchObject({ amountCents: 73650, status: 'pending' });
  });

  it('books for the session guest when guestId is left out', async () => {
    const { user, client } = await guestClient();
    const r = await room();
    const res = await client.post('/api/bookings/create', stay(r.id, '2027-02-01', '2027-02-02', 200));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking.guest._id).toBe(user.id);
  });

  it("refuses to book for another guest's id and writes nothing", async () => {
    const { client } = await guestClient();
    const other = await createUser(t.database.db);
    const r = await room();
    const before = await rowCounts();
    const res = await client.post(
      '/api/bookings/create',
      stay(r.id, '2027-02-01', '2027-02-02', 200, { guestId: other.id }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Guests can only book for themselves' });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 409 for an overlapping stay and leaves no booking or bill behind', async () => {
    const first = await guestClient();
    const second = await guestClient();
    const r = await room();
    const ok = await first.client.post('/api/bookings/create', stay(r.id, '2027-03-10', '2027-03-14', 800));
    expect(ok.statusCode).toBe(201);
    const before = await rowCounts();
    for (const [inDate, outDate, total] of [
      ['2027-03-13', '2027-03-15', 400],
      ['2027-03-08', '2027-03-11', 600],
      ['2027-03-11', '2027-03-12', 200],
      ['2027-03-01', '2027-03-20', 3800],
    ] as const) {
      const res = await second.client.post('/api/bookings/create', stay(r.id, inDate, outDate, total));
      expect(res.statusCode, `${inDate}..${outDate}`).toBe(409);
      expect(res.json()).toEqual({ message: 'This room is already booked for the selected dates' });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('allows back-to-back stays: one leaves the morning the next arrives', async () => {
    const { client } = await guestClient();
    const r = await room();
    expect((await client.post('/api/bookings/create', stay(r.id, '2027-04-01', '2027-04-03', 400))).statusCode).toBe(
      201,
    );
    expect((await client.post('/api/bookings/create', stay(r.id, '2027-04-03', '2027-04-05', 400))).statusCode).toBe(
      201,
    );
    expect((await client.post('/api/bookings/create', stay(r.id, '2027-03-30', '2027-04-01', 400))).statusCode).toBe(
      201,
    );
  });

  it('makes the nights of a cancelled stay bookable again', async () => {
    const { client } = await guestClient();
    const r = await room();
    const res = await client.post('/api/bookings/create', stay(r.id, '2027-05-01', '2027-05-03', 400));
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, res.json().booking._id));
    const again = await client.post('/api/bookings/create', stay(r.id, '2027-05-02', '2027-05-04', 400));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('answers 409 with the current price when the client total differs, and writes nothing', async () => {
    const { client } = await guestClient();
    const r = await room({ priceCents: 30000 });
    const before = await rowCounts();
    const res = await client.post('/api/bookings/create', stay(r.id, '2027-02-01', '2027-02-03', 400));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The price for this stay is now $600. Please review and book again.' });
    const cents = await client.post('/api/bookings/create', stay(r.id, '2027-02-01', '2027-02-03', 599.99));
    expect(cents.json().message).toBe('The price for this stay is now $600. Please review and book again.');
    const r2 = await room({ priceCents: 123456 });
    const big = await client.post('/api/bookings/create', stay(r2.id, '2027-02-01', '2027-02-03', 1));
    expect(big.json().message).toBe('The price for this stay is now $2,469.12. Please review and book again.');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses past check-in, check-out not after check-in and stays over 30 nights with field errors', async () => {
    const { client } = await guestClient();
    const r = await room();
    const errorsOf = async (body: Record<string, unknown>) => {
      const res = await client.post('/api/bookings/create', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await errorsOf(stay(r.id, '2027-01-09', '2027-01-11', 400))).toEqual({
      checkInDate: 'Check-in cannot be in the past',
    });
    expect(await errorsOf(stay(r.id, '2027-02-05', '2027-02-05', 0))).toEqual({
      checkOutDate: 'Check-out must be after check-in',
    });
    expect(await errorsOf(stay(r.id, '2027-02-05', '2027-02-03', 0))).toEqual({
      checkOutDate: 'Check-out must be after check-in',
    });
    expect(await errorsOf(stay(r.id, '2027-02-01', '2027-03-04', 6200))).toEqual({
      checkOutDate: 'A stay can be at most 30 nights',
    });
    // Today is fine; so is exactly 30 nights.
    expect((await client.post('/api/bookings/create', stay(r.id, '2027-01-10', '2027-01-11', 200))).statusCode).toBe(
      201,
    );
    expect((await client.post('/api/bookings/create', stay(r.id, '2027-06-01', '2027-07-01', 6000))).statusCode).toBe(
      201,
    );
  });

  it('rejects unknown fields, unknown services and malformed values, naming each field', async () => {
    const { client } = await guestClient();
    const r = await room();
    const res = await client.post('/api/bookings/create', {
      ...stay(r.id, '2027-02-31', 'soon', -5),
      additionalServices: ['Helicopter'],
      guests: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['additionalServices.0', 'checkInDate', 'checkOutDate', 'guests', 'totalPrice'].sort(),
    );
    const missing = await client.post('/api/bookings/create', { roomId: r.id });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['checkInDate', 'checkOutDate', 'totalPrice']);
  });

  it('refuses more guests than the room sleeps, a room under maintenance and an unknown room', async () => {
    const { client } = await guestClient();
    const single = await room({ capacity: 1 });
    const crowded = await client.post(
      '/api/bookings/create',
      stay(single.id, '2027-02-01', '2027-02-02', 200, { guests: 2 }),
    );
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().errors).toEqual({ guests: 'This room sleeps at most 1 guest' });

    const closed = await room({ status: 'maintenance' });
    const res = await client.post('/api/bookings/create', stay(closed.id, '2027-02-01', '2027-02-02', 200));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This room is closed for maintenance and cannot be booked right now');

    const unknown = await client.post(
      '/api/bookings/create',
      stay('00000000-0000-4000-8000-000000000000', '2027-02-01', '2027-02-02', 200),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Room not found' });
  });

  it('caps a guest at 3 unpaid upcoming reservations; paid, past and cancelled ones do not count', async () => {
    const { user, client } = await guestClient();
    const db = t.database.db;
    const r = await room();
    const day = (n: number) => `2027-08-${String(n).padStart(2, '0')}`;
    for (let i = 1; i <= 3; i++) {
      await createBooking(db, { guestId: user.id, roomId: r.id, checkIn: day(i), checkOut: day(i + 1) });
    }
    await createBooking(db, {
      guestId: user.id,
      roomId: r.id,
      checkIn: '2027-08-20',
      checkOut: '2027-08-21',
      status: 'cancelled',
    });
    await createBooking(db, {
      guestId: user.id,
      roomId: r.id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      status: 'checked-out',
    });
    const other = await room();
    const written = async () => ({
      bookings: (await db.select({ n: count() }).from(bookings).where(eq(bookings.roomId, other.id)))[0]!.n,
      nights: (await db.select({ n: count() }).from(folioLines))[0]!.n,
      mail: (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
    });
    const before = await written();
    const refused = await client.post('/api/bookings/create', stay(other.id, '2027-09-01', '2027-09-02', 200));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You already have 3 unpaid reservations. Please pay for or cancel one before booking another.',
    );
    // The count comes with the write, which the refusal rolls back: no stay, night charged or confirmation mail.
    expect(await written()).toEqual(before);

    const [paid] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.guestId, user.id)).limit(1);
    await db.update(billings).set({ status: 'confirmed' }).where(eq(billings.bookingId, paid!.id));
    const allowed = await client.post('/api/bookings/create', stay(other.id, '2027-09-01', '2027-09-02', 200));
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('two new accounts cannot block the hotel: the fourth unpaid reservation of each is refused', async () => {
    const rooms = await Promise.all(Array.from({ length: 8 }, () => room()));
    for (const [n, { client }] of [await guestClient(), await guestClient()].entries()) {
      const answers = [];
      for (const r of rooms.slice(n * 4, n * 4 + 4)) {
        const res = await client.post('/api/bookings/create', stay(r.id, '2027-03-01', '2027-03-31', 6000));
        answers.push(res.statusCode === 409 ? res.json().message : res.statusCode);
      }
      expect(answers).toEqual([
        201,
        201,
        201,
        'You already have 3 unpaid reservations. Please pay for or cancel one before booking another.',
      ]);
    }
  });

  it("a guest's eight bookings sent at once: exactly three are made, the others meet the cap, every round", async () => {
    const rooms = await Promise.all(Array.from({ length: 8 }, () => room()));
    for (let round = 0; round < 3; round++) {
      const { client } = await guestClient(`Hasty ${round}`);
      const answers = await Promise.all(
        rooms.map((r) =>
          client.post('/api/bookings/create', stay(r.id, `2027-0${round + 4}-01`, `2027-0${round + 4}-03`, 400)),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}: ${statuses}`,
      ).toHaveLength(3);
      for (const res of answers.filter((a) => a.statusCode !== 201)) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(BOOKING_MSG.tooManyUnpaid(3));
      }
    }
  });

  it('refuses a stay that starts more than 18 months ahead, for guests and staff alike', async () => {
    const { client } = await guestClient();
    const r = await room();
    const far = await client.post('/api/bookings/create', stay(r.id, '2028-07-11', '2028-07-12', 200));
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual({
      checkInDate: 'Stays can start at most 18 months ahead: choose a check-in on or before 2028-07-10',
    });
    const year9999 = await client.post('/api/bookings/create', stay(r.id, '9999-01-01', '9999-01-02', 200));
    expect(year9999.statusCode).toBe(400);
    const edge = await client.post('/api/bookings/create', stay(r.id, '2028-07-10', '2028-07-11', 200));
    expect(edge.statusCode, edge.body).toBe(201);

    const desk = new Client(t.app);
    const receptionist = await createUser(t.database.db, { role: 'receptionist' });
    await desk.login(receptionist.email, TEST_PASSWORD);
    const guest = await createUser(t.database.db);
    const staffFar = await desk.post('/api/bookings', {
      guestId: guest.id,
      roomId: r.id,
      checkInDate: '2030-01-01',
      checkOutDate: '2030-01-02',
      status: 'reserved',
      billingStatus: 'pending',
      totalPrice: 200,
    });
    expect(staffFar.statusCode).toBe(400);
    expect(Object.keys(staffFar.json().errors)).toEqual(['checkInDate']);
  });

  it('announces the new booking to the live screens when it commits', async () => {
    const { client } = await guestClient();
    const r = await room();
    const events: string[] = [];
    const stop = await t.database.listen('hotel_events', (payload) => events.push(payload));
    try {
      const res = await client.post('/api/bookings/create', stay(r.id, '2027-10-01', '2027-10-02', 200));
      const id = res.json().booking._id;
      await expect
        .poll(() => events.map((e) => JSON.parse(e)))
        .toContainEqual({ type: 'booking', id, holdsOnly: true });
    } finally {
      await stop();
    }
  });
});

describe('POST /api/bookings/create: who may book', () => {
  it('needs a session (401) and a booking role (403 for housekeeping)', async () => {
    const r = await room();
    const anonymous = new Client(t.app);
    const res = await anonymous.post('/api/bookings/create', stay(r.id, '2027-02-01', '2027-02-02', 200));
    expect(res.statusCode).toBe(401);
    const { client } = await staffClient('housekeeping');
    expect((await client.post('/api/bookings/create', stay(r.id, '2027-02-01', '2027-02-02', 200))).statusCode).toBe(
      403,
    );
  });

  it('lets the front desk book for a guest (staff shape, audited), and needs a real guest id', async () => {
    const { user: desk, client } = await staffClient('receptionist');
    const guest = await createUser(t.database.db, { name: 'Walk In' });
    const r = await room();
    const res = await client.post(
      '/api/bookings/create',
      stay(r.id, '2027-02-01', '2027-02-03', 400, { guestId: guest.id }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking;
    expect(booking).toMatchObject({
      guest: { _id: guest.id, name: 'Walk In' },
      status: 'reserved',
      billing: { status: 'pending' },
    });
    expect(booking).not.toHaveProperty('roomId');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, booking._id));
    expect(entry).toMatchObject({ actorId: desk.id, action: 'booking.create', entity: 'booking' });

    const noGuest = await client.post('/api/bookings/create', stay(r.id, '2027-03-01', '2027-03-02', 200));
    expect(noGuest.statusCode).toBe(400);
    expect(noGuest.json().errors).toEqual({ guestId: 'Choose the guest this booking is for' });
    const notAGuest = await client.post(
      '/api/bookings/create',
      stay(r.id, '2027-03-01', '2027-03-02', 200, { guestId: desk.id }),
    );
    expect(notAGuest.statusCode).toBe(400);
    expect(notAGuest.json().errors).toEqual({ guestId: 'No guest account has this id' });
  });
});

describe('POST /api/bookings/create with an Idempotency-Key', () => {
  it('answers a repeat with the same booking and writes one row', async () => {
    const { client } = await guestClient();
    const r = await room();
    const key = randomUUID();
    const body = stay(r.id, '2027-11-01', '2027-11-03', 400, { additionalServices: ['Laundry'] });
    const first = await client.post('/api/bookings/create', body, { 'idempotency-key': key });
    const second = await client.post('/api/bookings/create', body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.roomId, r.id));
    expect(rows).toHaveLength(1);
  });

  it('answers two simultaneous requests with one key with one booking', async () => {
    const { client } = await guestClient();
    const r = await room();
    const key = randomUUID();
    const body = stay(r.id, '2027-11-05', '2027-11-06', 200);
    await client.get('/api/auth/me');
    const answers = await Promise.all([
      client.post('/api/bookings/create', body, { 'idempotency-key': key }),
      client.post('/api/bookings/create', body, { 'idempotency-key': key }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().booking._id).toBe(answers[1]!.json().booking._id);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.roomId, r.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key for a different booking (422) and keeps keys apart per account', async () => {
    const a = await guestClient();
    const b = await guestClient();
    const r = await room();
    const key = randomUUID();
    expect(
      (
        await a.client.post('/api/bookings/create', stay(r.id, '2027-12-01', '2027-12-02', 200), {
          'idempotency-key': key,
        })
      ).statusCode,
    ).toBe(201);
    const changed = await a.client.post('/api/bookings/create', stay(r.id, '2027-12-02', '2027-12-03', 200), {
      'idempotency-key': key,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ message: 'This Idempotency-Key was already used for a different booking' });
    const otherGuest = await b.client.post('/api/bookings/create', stay(r.id, '2027-12-05', '2027-12-06', 200), {
      'idempotency-key': key,
    });
    expect(otherGuest.statusCode).toBe(201);
    const bad = await a.client.post('/api/bookings/create', stay(r.id, '2027-12-07', '2027-12-08', 200), {
      'idempotency-key': 'no spaces allowed',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('booking and bill are one transaction', () => {
  it('leaves no booking behind when writing its bill fails', async () => {
    const { client } = await guestClient();
    const r = await room();
    const before = await rowCounts();
    // Make every new bill fail its insert, after the booking row has been written in the same transaction.
    await t.database.db.execute(
      sql`alter table billings add constraint test_refuse_bills check (amount_cents < 0) not valid`,
    );
    try {
      const res = await client.post('/api/bookings/create', stay(r.id, '2027-02-01', '2027-02-02', 200));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Internal server error' });
    } finally {
      await t.database.db.execute(sql`alter table billings drop constraint test_refuse_bills`);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('many guests racing for one stay', () => {
  it('gives exactly one 201 and 409 to everyone else, with no 5xx (PostgreSQL)', async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip('PGlite has one connection, so requests cannot race there');
    const r = await room();
    const guests = await Promise.all(Array.from({ length: 20 }, (_, i) => guestClient(`Racer ${i}`)));
    await Promise.all(guests.map((g) => g.client.get('/api/auth/me')));
    const answers = await Promise.all(
      guests.map((g) => g.client.post('/api/bookings/create', stay(r.id, '2027-07-10', '2027-07-13', 600))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toBe('This room is already booked for the selected dates');
    }
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.roomId, r.id));
    expect(rows).toHaveLength(1);
    const [bills] = await t.database.db
      .select({ n: count() })
      .from(billings)
      .where(eq(billings.bookingId, rows[0]!.id));
    expect(bills!.n).toBe(1);
  });
});
