import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { clientsByRole } from '../../../test/panel-factories.js';
import { createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A small hotel whose figures are worked out by hand (docs/kpis.md). Today is 2030-06-30 (UTC);
 * 7d = 06-24..06-30 against 06-17..06-23; 30d = 06-01..06-30 against 05-02..05-31.
 */
let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;

beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2030-06-30T12:00:00Z') });
  as = await clientsByRole(t);
  const db = t.database.db;
  const [g1, g2, g3, g4] = await Promise.all([1, 2, 3, 4].map((i) => createUser(db, { name: `Guest ${i}` })));
  const r1 = await createRoom(db, { roomNumber: 'R1', priceCents: 10_000, status: 'occupied' });
  const r2 = await createRoom(db, { roomNumber: 'R2', priceCents: 20_000, status: 'available' });
  const r3 = await createRoom(db, { roomNumber: 'R3', priceCents: 15_000, status: 'maintenance' });
  const r4 = await createRoom(db, { roomNumber: 'R4', priceCents: 15_000, status: 'cleaning' });
  const at = (day: string) => new Date(`${day}T10:00:00Z`);
  // B1: in house, 100 a night, 3 of its 4 nights in the last 7 days.
  await createBooking(db, {
    guestId: g1!.id,
    roomId: r1.id,
    checkIn: '2030-06-28',
    checkOut: '2030-07-02',
    totalCents: 40_000,
    status: 'checked-in',
    createdAt: at('2030-06-25'),
  });
  // B2: 200 a night, 4 nights in the previous 7 days and 1 in the last 7.
  await createBooking(
    db,
    {
      guestId: g2!.id,
      roomId: r2.id,
      checkIn: '2030-06-20',
      checkOut: '2030-06-25',
      totalCents: 100_000,
      status: 'checked-out',
      createdAt: at('2030-06-15'),
    },
    { status: 'confirmed' },
  );
  // B3: cancelled, counts nowhere.
  await createBooking(db, {
    guestId: g3!.id,
    roomId: r4.id,
    checkIn: '2030-06-22',
    checkOut: '2030-06-23',
    totalCents: 15_000,
    status: 'cancelled',
    createdAt: at('2030-06-18'),
  });
  // B4: one night at 260.
  await createBooking(
    db,
    {
      guestId: g3!.id,
      roomId: r2.id,
      checkIn: '2030-06-26',
      checkOut: '2030-06-27',
      totalCents: 26_000,
      status: 'checked-out',
      createdAt: at('2030-06-24'),
    },
    { status: 'confirmed' },
  );
  // B5 and B7: future stays, booked in the last 7 days and the 7 before.
  await createBooking(db, {
    guestId: g1!.id,
    roomId: r4.id,
    checkIn: '2030-07-05',
    checkOut: '2030-07-07',
    totalCents: 30_000,
    createdAt: at('2030-06-29'),
  });
  await createBooking(db, {
    guestId: g2!.id,
    roomId: r1.id,
    checkIn: '2030-07-10',
    checkOut: '2030-07-11',
    totalCents: 10_000,
    createdAt: at('2030-06-20'),
  });
  // B6: two nights at 150 earlier in June.
  await createBooking(db, {
    guestId: g4!.id,
    roomId: r3.id,
    checkIn: '2030-06-10',
    checkOut: '2030-06-12',
    totalCents: 30_000,
    status: 'checked-out',
    createdAt: at('2030-06-09'),
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/dashboard/metrics', () => {
  it('7d: revenue, bookings, occupancy, ADR, RevPAR, live counts and changes, from hand-worked figures', async () => {
    const res = await as.manager.get('/api/dashboard/metrics?period=7d');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      period: '7d',
      from: '2030-06-24',
      to: '2030-06-30',
      revenue: 760, // 200 (B2) + 260 (B4) + 3 × 100 (B1)
      bookings: 3, // B1, B4, B5
      occupancyRate: 17.9, // 5 rooms sold of 4 × 7
      adr: 152, // 760 / 5
      revpar: 27.14, // 760 / 28
      activeGuests: 1,
      availableRooms: 1,
      totalRooms: 4,
      collectedRevenue: 1260, // confirmed bills: B2 and B4
      changes: {
        revenue: -5, // 760 against 800
        bookings: 200, // 3 against 1 (B7)
        activeGuests: 0, // one guest stayed the last night of each period
        availableRooms: 0, // 3 rooms unsold on each last night
      },
      series: [
        { date: '2030-06-24', revenue: 200, occupiedRooms: 1 },
        { date: '2030-06-25', revenue: 0, occupiedRooms: 0 },
        { date: '2030-06-26', revenue: 260, occupiedRooms: 1 },
        { date: '2030-06-27', revenue: 0, occupiedRooms: 0 },
        { date: '2030-06-28', revenue: 100, occupiedRooms: 1 },
        { date: '2030-06-29', revenue: 100, occupiedRooms: 1 },
        { date: '2030-06-30', revenue: 100, occupiedRooms: 1 },
      ],
    });
  });

  it('30d (the default): a whole month against an empty one', async () => {
    const body = (await as.admin.get('/api/dashboard/metrics')).json();
    expect(body).toMatchObject({
      period: '30d',
      from: '2030-06-01',
      to: '2030-06-30',
      revenue: 1860, // 760 + B6 300 + B2's first 4 nights 800
      bookings: 6, // every booking made in June but the cancelled one
      occupancyRate: 9.2, // 11 of 120
      adr: 169.09, // 1860 / 11
      revpar: 15.5, // 1860 / 120
      changes: { revenue: null, bookings: null },
    });
    expect(body.series).toHaveLength(30);
  });

  it('90d and 1y: the same stays, a day per point and a week per point', async () => {
    const quarter = (await as.admin.get('/api/dashboard/metrics?period=90d')).json();
    expect(quarter).toMatchObject({ from: '2030-04-02', revenue: 1860, occupancyRate: 3.1 }); // 11 of 360
    expect(quarter.series).toHaveLength(90);
    const year = (await as.admin.get('/api/dashboard/metrics?period=1y')).json();
    expect(year).toMatchObject({ from: '2029-07-01', to: '2030-06-30', revenue: 1860, adr: 169.09 });
    // 365 days: 52 whole weeks counted back from today, and one day before them.
    expect(year.series).toHaveLength(53);
    expect(year.series[0].date).toBe('2029-07-01');
    expect(year.series.at(-1)).toEqual({ date: '2030-06-24', revenue: 760, occupiedRooms: 0.7 });
    const weekSum = year.series.reduce((s: number, p: { revenue: number }) => s + p.revenue, 0);
    expect(weekSum).toBe(1860);
  });

  it('agrees with the count endpoints and the billing total', async () => {
    const metrics = (await as.admin.get('/api/dashboard/metrics?period=7d')).json();
    expect((await as.admin.get('/api/guest/active-guests/count')).json().totalActiveGuests).toBe(metrics.activeGuests);
    expect((await as.admin.get('/api/rooms/available/rooms/count')).json().totalRooms).toBe(metrics.availableRooms);
    expect((await as.admin.get('/api/billings/total-revenue')).json().totalRevenue).toBe(metrics.collectedRevenue);
  });

  it('is for admin and manager only, and refuses an unknown period', async () => {
    expect((await as.receptionist.get('/api/dashboard/metrics')).statusCode).toBe(403);
    expect((await as.housekeeping.get('/api/dashboard/metrics')).statusCode).toBe(403);
    expect((await as.guest.get('/api/dashboard/metrics')).statusCode).toBe(403);
    expect((await as.anonymous.get('/api/dashboard/metrics')).statusCode).toBe(401);
    expect((await as.admin.get('/api/dashboard/metrics?period=2w')).statusCode).toBe(400);
  });
});
