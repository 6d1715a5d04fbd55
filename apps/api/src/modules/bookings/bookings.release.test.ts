import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { auditEntries } from '../../../test/panel-factories.js';
import { billingOf, bookingRow } from '../../../test/payments-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { createReleaseService } from './bookings.release.service.js';

// The hotel is in UTC; check-in is at 15:00, so a stay arriving on 2031-03-10 is released from 2031-03-08 15:00.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-03-01T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

async function selfBooked(options: { billing?: 'pending' | 'confirmed'; byDesk?: boolean; createdAt?: Date } = {}) {
  const guest = await createUser(t.database.db);
  const desk = await createUser(t.database.db, { role: 'receptionist' });
  const room = await createRoom(t.database.db);
  const { booking } = await createBooking(
    t.database.db,
    {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2031-03-10',
      checkOut: '2031-03-12',
      createdBy: options.byDesk ? desk.id : guest.id,
      createdAt: options.createdAt ?? new Date('2031-03-01T09:00:00Z'),
    },
    { status: options.billing ?? 'pending' },
  );
  return { guest, booking };
}

describe('an unpaid reservation is released shortly before arrival', () => {
  it('tells the guest when it will be released, then releases it at that time with nothing charged', async () => {
    const { guest, booking } = await selfBooked();
    const client = new Client(t.app);
    await client.login(guest.email, TEST_PASSWORD);
    const listed = (await client.get('/api/guest/bookings')).json().bookings[0];
    expect(listed.releaseAt).toBe('2031-03-08T15:00:00.000Z');

    t.clock.set('2031-03-08T14:59:00Z');
    expect(await createReleaseService(t.ctx).releaseUnpaidReservations()).toBe(0);
    expect((await bookingRow(t.database.db, booking.id)).status).toBe('reserved');

    t.clock.set('2031-03-08T15:00:00Z');
    expect(await createReleaseService(t.ctx).releaseUnpaidReservations()).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(t.database.db, booking.id)).toMatchObject({
      status: 'cancelled',
      cancellationChargeCents: 0,
    });
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ amountCents: 0, refundDueCents: 0 });
    const [entry] = await auditEntries(t.database.db, booking.id);
    expect(entry).toMatchObject({ action: 'booking.release', actorId: null });

    const again = new Client(t.app);
    await again.login(guest.email, TEST_PASSWORD);
    const after = (await again.get('/api/guest/bookings')).json().bookings[0];
    expect(after).toMatchObject({ status: 'cancelled', releasedAt: '2031-03-08T15:00:00.000Z', releaseAt: null });
    t.clock.set('2031-03-01T10:00:00Z');
  });

  it('leaves alone what is paid, what the desk booked, and what was booked inside the window', async () => {
    const paid = await selfBooked({ billing: 'confirmed' });
    const desk = await selfBooked({ byDesk: true });
    const late = await selfBooked({ createdAt: new Date('2031-03-09T08:00:00Z') });
    t.clock.set('2031-03-09T12:00:00Z');
    try {
      await createReleaseService(t.ctx).releaseUnpaidReservations();
      for (const { booking } of [paid, desk, late]) {
        expect((await bookingRow(t.database.db, booking.id)).status).toBe('reserved');
      }
    } finally {
      t.clock.set('2031-03-01T10:00:00Z');
    }
  });

  it('is off when UNPAID_RELEASE_HOURS is 0', async () => {
    const { booking } = await selfBooked();
    const off = { ...t.ctx, config: { ...t.config, booking: { ...t.config.booking, releaseUnpaidHours: 0 } } };
    t.clock.set('2031-03-09T12:00:00Z');
    try {
      expect(await createReleaseService(off).releaseUnpaidReservations()).toBe(0);
      expect((await bookingRow(t.database.db, booking.id)).status).toBe('reserved');
    } finally {
      t.clock.set('2031-03-01T10:00:00Z');
    }
  });
});
