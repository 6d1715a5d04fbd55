import type { BillingStatus } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { clientsByRole } from '../../../test/panel-factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;
beforeAll(async () => {
  t = await createTestApp();
  as = await clientsByRole(t);
  const guest = await createUser(t.database.db, { name: 'Bill Payer', email: 'payer@example.test' });
  const room = await createRoom(t.database.db, { roomNumber: 'B-1' });
  const stay = (day: number, totalCents: number, status: BillingStatus, extra: Record<string, unknown> = {}) =>
    createBooking(
      t.database.db,
      {
        guestId: guest.id,
        roomId: room.id,
        checkIn: `2031-03-${String(day).padStart(2, '0')}`,
        checkOut: `2031-03-${String(day + 1).padStart(2, '0')}`,
        totalCents,
      },
      { status, ...extra },
    );
  await stay(1, 12_050, 'confirmed', { paymentMethod: 'card' });
  await stay(3, 20_000, 'confirmed', { refundDueCents: 5_000 });
  await stay(5, 30_000, 'pending');
  await stay(7, 40_000, 'failed');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/billings', () => {
  it('lists bills with their booking, filters by status, and sums every status', async () => {
    const res = await as.admin.get('/api/billings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.summary).toEqual({ confirmed: 320.5, pending: 300, failed: 400, refundDue: 50 });
    const confirmed = (await as.admin.get('/api/billings?status=confirmed&sort=amount&order=asc')).json();
    expect(confirmed.billings.map((b: { amount: number }) => b.amount)).toEqual([120.5, 200]);
    expect(confirmed.billings[0]).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'card',
      refundDue: 0,
      booking: {
        checkInDate: '2031-03-01',
        guest: { name: 'Bill Payer', email: 'payer@example.test' },
        room: { roomNumber: 'B-1' },
      },
    });
    // The summary does not follow the filter: it is the hotel's totals.
    expect(confirmed.summary).toEqual(body.summary);
    expect((await as.admin.get('/api/billings?status=all')).json().total).toBe(4);
    expect((await as.admin.get('/api/billings?status=failed')).json().billings).toHaveLength(1);
    expect((await as.admin.get('/api/billings?status=refunded')).statusCode).toBe(400);
  });

  it('is the admin’s alone', async () => {
    for (const client of [as.manager, as.receptionist, as.housekeeping, as.guest]) {
      expect((await client.get('/api/billings')).statusCode).toBe(403);
    }
  });
});

describe('GET /api/billings/total-revenue', () => {
  it('sums confirmed bills for admin and manager', async () => {
    expect((await as.manager.get('/api/billings/total-revenue')).json()).toEqual({ totalRevenue: 320.5 });
    expect((await as.receptionist.get('/api/billings/total-revenue')).statusCode).toBe(403);
  });
});
