import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { auditEntries, clientsByRole } from '../../../test/panel-factories.js';
import { createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { billings, bookings, rooms, tasks } from '../../db/schema.js';

// Today in the hotel (UTC) is 2030-06-10.
let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;
let guest: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2030-06-10T12:00:00Z') });
  as = await clientsByRole(t);
  guest = await createUser(t.database.db, { name: 'Grace Guest', email: 'grace@example.test' });
});
afterAll(async () => {
  await t.close();
});

const body = (roomId: string, overrides: Record<string, unknown> = {}) => ({
  guestId: guest.id,
  roomId,
  checkInDate: '2030-07-01',
  checkOutDate: '2030-07-03',
  status: 'reserved',
  billingStatus: 'pending',
  additionalServices: ['Laundry'],
  totalPrice: 400,
  ...overrides,
});

async function billOf(bookingId: string) {
  const [bill] = await t.database.db.select().from(billings).where(eq(billings.bookingId, bookingId));
  return bill!;
}

describe('POST /api/bookings', () => {
  it('the desk books for a guest at the server’s price: reserved with a pending bill, audited', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const res = await as.receptionist.post('/api/bookings', body(room.id));
    expect(res.statusCode).toBe(201);
    const { message, booking } = res.json();
    expect(message).toBe('Booking created successfully');
    expect(booking).toMatchObject({
      guest: { _id: guest.id, name: 'Grace Guest', email: 'grace@example.test' },
      room: { _id: room.id, roomNumber: room.roomNumber },
      checkInDate: '2030-07-01',
      checkOutDate: '2030-07-03',
      status: 'reserved',
      additionalServices: ['Laundry'],
      billing: { amount: 400, status: 'pending' },
      totalPrice: 400,
    });
    const [entry] = await auditEntries(t.database.db, booking._id);
    expect(entry).toMatchObject({ action: 'booking.create' });
  });

  it('a paid-at-the-desk booking may start with a confirmed bill', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const res = await as.manager.post('/api/bookings', body(room.id, { billingStatus: 'confirmed' }));
    expect(res.json().booking.billing.status).toBe('confirmed');
  });

  it('names the server’s price when the form’s differs, and answers 409 for nights already taken', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const stale = await as.admin.post('/api/bookings', body(room.id, { totalPrice: 300 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors.priceReason).toBe('This stay is priced at $400: a different price needs a reason');
    expect((await as.admin.post('/api/bookings', body(room.id))).statusCode).toBe(201);
    const clash = await as.admin.post(
      '/api/bookings',
      body(room.id, { checkInDate: '2030-07-02', checkOutDate: '2030-07-04' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This room is already booked for the selected dates');
    // Back to back is fine.
    expect(
      (
        await as.admin.post(
          '/api/bookings',
          body(room.id, { checkInDate: '2030-07-03', checkOutDate: '2030-07-04', totalPrice: 200 }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('starts every booking as reserved, for a guest account only', async () => {
    const room = await createRoom(t.database.db);
    const walkIn = await as.admin.post('/api/bookings', body(room.id, { status: 'checked-in' }));
    expect(walkIn.statusCode).toBe(400);
    expect(Object.keys(walkIn.json().errors)).toEqual(['status']);
    const staff = await createUser(t.database.db, { role: 'receptionist' });
    const notGuest = await as.admin.post('/api/bookings', body(room.id, { guestId: staff.id }));
    expect(notGuest.statusCode).toBe(400);
    expect(notGuest.json().errors).toEqual({ guestId: 'No guest account has this id' });
  });

  it('lists every required field, and refuses past dates', async () => {
    const res = await as.admin.post('/api/bookings', {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['billingStatus', 'checkInDate', 'checkOutDate', 'guestId', 'roomId', 'status', 'totalPrice'].sort(),
    );
    const room = await createRoom(t.database.db);
    const past = await as.admin.post(
      '/api/bookings',
      body(room.id, { checkInDate: '2030-06-01', checkOutDate: '2030-06-03' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.checkInDate).toBe('Check-in cannot be in the past');
  });

  it('refuses a price other than the server’s without a reason (400 on priceReason), and writes nothing', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const res = await as.manager.post('/api/bookings', body(room.id, { totalPrice: 300 }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['priceReason']);
    expect(res.json().errors.priceReason).toBe('This stay is priced at $400: a different price needs a reason');
    const written = await t.database.db.select().from(bookings).where(eq(bookings.roomId, room.id));
    expect(written).toHaveLength(0);
    const tooShort = await as.manager.post('/api/bookings', body(room.id, { totalPrice: 300, priceReason: '  ok ' }));
    expect(tooShort.statusCode).toBe(400);
    expect(Object.keys(tooShort.json().errors)).toEqual(['priceReason']);
  });

  it('refuses a receptionist’s different price even with a reason (403): a manager or admin sets it', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const res = await as.receptionist.post(
      '/api/bookings',
      body(room.id, { totalPrice: 300, priceReason: 'Returning guest discount' }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only a manager or an admin can set a different price');
    const written = await t.database.db.select().from(bookings).where(eq(bookings.roomId, room.id));
    expect(written).toHaveLength(0);
  });

  it('a manager books at a different price with a reason: the bill and folio charge it, the audit says why', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const res = await as.manager.post(
      '/api/bookings',
      body(room.id, { totalPrice: 301, priceReason: '  Returning guest discount  ' }),
    );
    expect(res.statusCode).toBe(201);
    const { booking } = res.json();
    expect(booking).toMatchObject({ totalPrice: 301, billing: { amount: 301, balance: 301 } });
    const folio = (await as.manager.get(`/api/bookings/${booking._id}/folio`)).json();
    expect(folio.totals).toMatchObject({ charged: 301, balance: 301 });
    expect(folio.lines.map((l: { amount: number }) => l.amount)).toEqual([150.5, 150.5]);
    const [entry] = await auditEntries(t.database.db, booking._id);
    expect(entry).toMatchObject({
      action: 'booking.create',
      details: { priceOverride: { fromCents: 40_000, toCents: 30_100, reason: 'Returning guest discount' } },
    });
    // The server's own price needs no reason, from anyone.
    const plain = await as.receptionist.post(
      '/api/bookings',
      body(room.id, { checkInDate: '2030-08-01', checkOutDate: '2030-08-02', totalPrice: 200 }),
    );
    expect(plain.statusCode).toBe(201);
  });

  it('takes the party and refuses a room that does not sleep it', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000, capacity: 2 });
    const big = await as.receptionist.post('/api/bookings', body(room.id, { guests: 3 }));
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ guests: 'This room sleeps at most 2 guests' });
    const res = await as.receptionist.post('/api/bookings', body(room.id, { guests: 2 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.guests).toBe(2);
  });

  it('is refused to housekeeping and guests', async () => {
    const room = await createRoom(t.database.db);
    expect((await as.housekeeping.post('/api/bookings', body(room.id))).statusCode).toBe(403);
    expect((await as.guest.post('/api/bookings', body(room.id))).statusCode).toBe(403);
  });
});

describe('PUT /api/bookings/:id', () => {
  /** A three-night stay whose guest is in house: its room, guest and dates can no longer change. */
  const UNDER_WAY = {
    checkIn: '2030-06-09',
    checkOut: '2030-06-12',
    status: 'checked-in',
    totalCents: 60_000,
  } as const;

  async function reserved(
    overrides: Partial<Parameters<typeof createBooking>[1]> = {},
    bill: Record<string, unknown> = {},
  ) {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const { booking } = await createBooking(
      t.database.db,
      {
        guestId: guest.id,
        roomId: room.id,
        checkIn: '2030-07-01',
        checkOut: '2030-07-03',
        totalCents: 40_000,
        ...overrides,
      },
      bill,
    );
    return { room, booking };
  }
  const same = (
    b: { roomId: string; checkIn: string; checkOut: string; totalCents: number; status: string },
    overrides: Record<string, unknown> = {},
  ) =>
    body(b.roomId, {
      checkInDate: b.checkIn,
      checkOutDate: b.checkOut,
      totalPrice: b.totalCents / 100,
      status: b.status,
      ...overrides,
    });

  it('moves the dates at the new price, updates the pending bill, and audits before and after', async () => {
    const { booking } = await reserved();
    const stale = await as.receptionist.put(
      `/api/bookings/${booking.id}`,
      same(booking, { checkOutDate: '2030-07-05' }),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors.priceReason).toMatch(/\$800/);
    const res = await as.receptionist.put(
      `/api/bookings/${booking.id}`,
      same(booking, { checkOutDate: '2030-07-05', totalPrice: 800 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Booking updated successfully',
      booking: { checkOutDate: '2030-07-05', totalPrice: 800, billing: { amount: 800 } },
    });
    const [entry] = await auditEntries(t.database.db, booking.id);
    expect(entry).toMatchObject({
      action: 'booking.update',
      details: {
        before: { checkOutDate: '2030-07-03', totalCents: 40_000 },
        after: { checkOutDate: '2030-07-05', totalCents: 80_000 },
      },
    });
  });

  it('a different price on an edit: a reason and a manager; the nights are charged at it', async () => {
    const { booking } = await reserved();
    const moved = { checkOutDate: '2030-07-04', totalPrice: 500, priceReason: 'Late arrival, third night at half' };
    const desk = await as.receptionist.put(`/api/bookings/${booking.id}`, same(booking, moved));
    expect(desk.statusCode).toBe(403);
    const [unchanged] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(unchanged).toMatchObject({ checkOut: '2030-07-03', totalCents: 40_000 });
    const res = await as.manager.put(`/api/bookings/${booking.id}`, same(booking, moved));
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ checkOutDate: '2030-07-04', totalPrice: 500, billing: { amount: 500 } });
    const folio = (await as.manager.get(`/api/bookings/${booking.id}/folio`)).json();
    expect(folio.totals).toMatchObject({ charged: 500, balance: 500 });
    const [entry] = await auditEntries(t.database.db, booking.id);
    expect(entry).toMatchObject({
      action: 'booking.update',
      details: { priceOverride: { fromCents: 60_000, toCents: 50_000, reason: 'Late arrival, third night at half' } },
    });
    // Saved again as it is, the agreed price needs no new reason.
    const again = await as.receptionist.put(
      `/api/bookings/${booking.id}`,
      same({ ...booking, checkOut: '2030-07-04', totalCents: 50_000 }, { additionalServices: [] }),
    );
    expect(again.statusCode).toBe(200);
  });

  it('refuses to move onto nights another stay holds, and leaves the booking as it was', async () => {
    const { room, booking } = await reserved();
    await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2030-07-05',
      checkOut: '2030-07-08',
    });
    const res = await as.admin.put(
      `/api/bookings/${booking.id}`,
      same(booking, { checkOutDate: '2030-07-06', totalPrice: 1000 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This room is already booked for the selected dates');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.checkOut).toBe('2030-07-03');
  });

  it('checks in through the desk’s rules: only on the arrival day, and the room becomes occupied', async () => {
    const early = await reserved();
    const refused = await as.receptionist.put(
      `/api/bookings/${early.booking.id}`,
      same(early.booking, { status: 'checked-in' }),
    );
    expect(refused.statusCode).toBe(409);

    const { room, booking } = await reserved({ checkIn: '2030-06-10', checkOut: '2030-06-11' });
    const res = await as.receptionist.put(`/api/bookings/${booking.id}`, same(booking, { status: 'checked-in' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe('checked-in');
    const [roomRow] = await t.database.db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(roomRow!.status).toBe('occupied');

    // Not while the bill is owed; settled in the same save, the guest leaves.
    const owed = await as.receptionist.put(
      `/api/bookings/${booking.id}`,
      same({ ...booking, status: 'checked-in' }, { status: 'checked-out' }),
    );
    expect(owed.statusCode).toBe(409);
    expect(owed.json().message).toMatch(/^The guest still owes \$/);
    const out = await as.receptionist.put(
      `/api/bookings/${booking.id}`,
      same({ ...booking, status: 'checked-in' }, { status: 'checked-out', billingStatus: 'confirmed' }),
    );
    expect(out.statusCode, out.body).toBe(200);
    const cleaning = await t.database.db.select().from(tasks).where(eq(tasks.bookingId, booking.id));
    expect(cleaning).toHaveLength(1);
  });

  it('cancels through the cancellation rules, and refuses moves the state machine does not allow', async () => {
    const { booking } = await reserved();
    expect(
      (await as.admin.put(`/api/bookings/${booking.id}`, same(booking, { status: 'checked-out' }))).statusCode,
    ).toBe(409);
    const res = await as.admin.put(`/api/bookings/${booking.id}`, same(booking, { status: 'cancelled' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe('cancelled');
    const back = await as.admin.put(
      `/api/bookings/${booking.id}`,
      same({ ...booking, status: 'cancelled' }, { status: 'reserved' }),
    );
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A booking cannot go from cancelled to reserved');
  });

  it('does not change the status and the stay at once, nor the dates of a stay under way', async () => {
    const { booking } = await reserved(UNDER_WAY);
    const res = await as.admin.put(
      `/api/bookings/${booking.id}`,
      same(booking, { checkOutDate: '2030-06-13', totalPrice: 800 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a reserved booking can change its guest, room or dates');
    const other = await reserved();
    const both = await as.admin.put(
      `/api/bookings/${other.booking.id}`,
      same(other.booking, { status: 'cancelled', checkOutDate: '2030-07-04', totalPrice: 600 }),
    );
    expect(both.statusCode).toBe(409);
  });

  it('reads ids sent in capitals as the same ids: a stay under way takes a service without being moved', async () => {
    const { booking } = await reserved(UNDER_WAY);
    const res = await as.receptionist.put(
      `/api/bookings/${booking.id.toUpperCase()}`,
      same(booking, {
        roomId: booking.roomId.toUpperCase(),
        guestId: guest.id.toUpperCase(),
        additionalServices: ['Laundry', 'Room Service'],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({
      _id: booking.id,
      room: { _id: booking.roomId },
      status: 'checked-in',
      totalPrice: 600,
      additionalServices: ['Laundry', 'Room Service'],
    });
  });

  it('marks a bill paid at the desk, and never un-confirms a payment', async () => {
    const { booking } = await reserved();
    const paid = await as.receptionist.put(
      `/api/bookings/${booking.id}`,
      same(booking, { billingStatus: 'confirmed' }),
    );
    expect(paid.statusCode).toBe(200);
    const bill = await billOf(booking.id);
    expect(bill).toMatchObject({ status: 'confirmed', paymentMethod: 'desk' });
    const undo = await as.receptionist.put(`/api/bookings/${booking.id}`, same(booking, { billingStatus: 'pending' }));
    expect(undo.statusCode).toBe(409);
    const move = await as.receptionist.put(
      `/api/bookings/${booking.id}`,
      same(booking, { billingStatus: 'confirmed', checkOutDate: '2030-07-04', totalPrice: 600 }),
    );
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toMatch(/paid/);
  });

  it('answers 404 for an unknown booking and 403 to housekeeping', async () => {
    const room = await createRoom(t.database.db);
    expect((await as.admin.put(`/api/bookings/${crypto.randomUUID()}`, body(room.id))).statusCode).toBe(404);
    const { booking } = await reserved();
    expect((await as.housekeeping.put(`/api/bookings/${booking.id}`, same(booking))).statusCode).toBe(403);
  });
});

describe('DELETE /api/bookings/:id', () => {
  it('admin and manager "delete" a reservation by cancelling it: the booking and its bill stay on record', async () => {
    const room = await createRoom(t.database.db);
    const { booking } = await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2030-08-01',
      checkOut: '2030-08-02',
    });
    expect((await as.receptionist.delete(`/api/bookings/${booking.id}`)).statusCode).toBe(403);
    const res = await as.manager.delete(`/api/bookings/${booking.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Booking deleted successfully' });
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.status).toBe('cancelled');
    expect(await billOf(booking.id)).toMatchObject({ amountCents: 0 });
    const [entry] = await auditEntries(t.database.db, booking.id);
    expect(entry).toMatchObject({ action: 'booking.cancel' });
    const again = await as.manager.delete(`/api/bookings/${booking.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already cancelled; it stays on record');
  });

  it('a paid reservation is cancelled with its refund owed, and total revenue counts only what the hotel keeps', async () => {
    const room = await createRoom(t.database.db);
    const paid = await createBooking(
      t.database.db,
      { guestId: guest.id, roomId: room.id, checkIn: '2030-09-01', checkOut: '2030-09-02' },
      { status: 'confirmed', paymentMethod: 'card' },
    );
    const res = await as.admin.delete(`/api/bookings/${paid.booking.id}`);
    expect(res.statusCode).toBe(200);
    expect(await billOf(paid.booking.id)).toMatchObject({ amountCents: 0, refundDueCents: 20_000 });
  });

  it('never removes a stay in house or one that happened: the hotel’s books keep them', async () => {
    const room = await createRoom(t.database.db);
    const inHouse = await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2030-06-09',
      checkOut: '2030-06-11',
      status: 'checked-in',
    });
    expect((await as.admin.delete(`/api/bookings/${inHouse.booking.id}`)).statusCode).toBe(409);
    const past = await createBooking(
      t.database.db,
      { guestId: guest.id, roomId: room.id, checkIn: '2030-05-01', checkOut: '2030-05-03', status: 'checked-out' },
      { status: 'confirmed', paymentMethod: 'card' },
    );
    const revenueBefore = (await as.admin.get('/api/billings/total-revenue')).json().totalRevenue;
    const refused = await as.admin.delete(`/api/bookings/${past.booking.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A completed stay is part of the hotel’s records and cannot be deleted');
    expect((await as.admin.get('/api/billings/total-revenue')).json().totalRevenue).toBe(revenueBefore);
    expect(await billOf(past.booking.id)).toMatchObject({ amountCents: 20_000, status: 'confirmed' });
  });
});

describe('GET /api/bookings, total and recent', () => {
  it('filters by status, dates and search; sorts and paginates on the server', async () => {
    const other = await createUser(t.database.db, { name: 'Zoltan Unique', email: 'zoltan@example.test' });
    const room = await createRoom(t.database.db, { roomNumber: 'S-77' });
    await createBooking(t.database.db, {
      guestId: other.id,
      roomId: room.id,
      checkIn: '2031-01-10',
      checkOut: '2031-01-12',
      totalCents: 1,
    });
    await createBooking(t.database.db, {
      guestId: other.id,
      roomId: room.id,
      checkIn: '2031-01-20',
      checkOut: '2031-01-22',
      status: 'cancelled',
      totalCents: 2,
    });

    const search = (await as.receptionist.get('/api/bookings?q=zoltan')).json();
    expect(search.total).toBe(2);
    expect(
      (await as.admin.get('/api/bookings?q=S-77&status=cancelled'))
        .json()
        .bookings.map((b: { status: string }) => b.status),
    ).toEqual(['cancelled']);
    const window = (await as.admin.get('/api/bookings?q=zoltan&from=2031-01-11&to=2031-01-15')).json();
    expect(window.bookings.map((b: { checkInDate: string }) => b.checkInDate)).toEqual(['2031-01-10']);
    // A stay that ends on `from` shares no night with it.
    expect((await as.admin.get('/api/bookings?q=zoltan&from=2031-01-12&to=2031-01-15')).json().total).toBe(0);
    const sorted = (await as.admin.get('/api/bookings?sort=checkInDate&order=desc&limit=1')).json();
    expect(sorted.bookings[0].checkInDate).toBe('2031-01-20');
    expect(sorted.limit).toBe(1);
    expect(sorted.total).toBeGreaterThan(1);
    expect((await as.admin.get('/api/bookings?from=2031-01-12&to=2031-01-10')).statusCode).toBe(400);
    expect((await as.housekeeping.get('/api/bookings')).statusCode).toBe(403);
    expect((await as.guest.get('/api/bookings')).statusCode).toBe(403);
  });

  it('counts every booking and lists the newest for management only', async () => {
    const total = (await as.manager.get('/api/bookings/total')).json().totalBookings;
    const rows = await t.database.db.select().from(bookings);
    expect(total).toBe(rows.length);
    const recent = (await as.admin.get('/api/bookings/recent/bookings?limit=3')).json().bookings;
    expect(recent).toHaveLength(3);
    const times = recent.map((b: { createdAt: string }) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await as.receptionist.get('/api/bookings/total')).statusCode).toBe(403);
    expect((await as.receptionist.get('/api/bookings/recent/bookings')).statusCode).toBe(403);
  });
});
