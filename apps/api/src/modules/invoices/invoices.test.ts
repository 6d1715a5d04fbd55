import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { clientAs } from '../../../test/panel-factories.js';
import { guestWithPendingBill } from '../../../test/payments-factories.js';
import { pdfText } from '../../../test/pdf-text.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

// Today in the hotel (UTC) is 2031-01-15; the stays are in June.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-01-15T10:00:00Z'), env: { TAX_RATE_ROOM: '0.12' } });
});
afterAll(async () => {
  await t.close();
});

const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

async function invoiceOf(client: Client, bookingId: string) {
  const res = await client.get(`/api/bookings/${bookingId}/invoice`);
  return { res, text: res.statusCode === 200 ? pdfText(res.rawPayload) : '' };
}

describe('the invoice of a booking', () => {
  it('a guest downloads their paid stay’s invoice: hotel, reference, every night, the payment and no balance', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const intent = await client.post('/api/payments/intent', { bookingId: booking.id, amount: 45000 });
    await client.post('/api/payments/sandbox/confirm', { clientSecret: intent.json().clientSecret, card: goodCard });
    expect((await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 })).statusCode).toBe(200);

    const { res, text } = await invoiceOf(client, booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${booking.reference}.pdf"`);
    // The route's own caching rule, not the API's default no-store laid over it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('The Aurelia');
    expect(text).toContain(`Invoice ${booking.reference}`);
    expect(text).toContain('Paying Guest');
    expect(text).toContain('Stay: 2031-06-10 to 2031-06-13, 3 night(s)');
    for (const night of ['2031-06-10', '2031-06-11', '2031-06-12']) expect(text).toContain(`night of ${night}`);
    expect(text).toContain('$450.00');
    expect(text).toContain('Payment by card');
    expect(text).toMatch(/of which room tax \(12%\)\n\$48\.21/);
    expect(text).toMatch(/Balance due\n\$0\.00/);
  });

  it('a cancelled paid stay shows its charge, the payment and the refund', async () => {
    t.clock.set('2031-06-09T20:00:00Z');
    try {
      const { client, booking } = await guestWithPendingBill(t);
      const intent = await client.post('/api/payments/intent', { bookingId: booking.id, amount: 45000 });
      await client.post('/api/payments/sandbox/confirm', { clientSecret: intent.json().clientSecret, card: goodCard });
      await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 450 });
      expect((await client.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
      const { text } = await invoiceOf(client, booking.id);
      expect(text).toContain('(cancelled)');
      expect(text).toContain('Cancellation charge (first night)');
      expect(text).not.toContain('night of');
      expect(text).toMatch(/Total\n\$150\.00/);
      expect(text).toContain('Refund to card');
      expect(text).toMatch(/Refund to card[^\n]*\n\$300\.00/);
      expect(text).toMatch(/Balance due\n\$0\.00/);
    } finally {
      t.clock.set('2031-01-15T10:00:00Z');
    }
  });

  it('an unpaid stay shows what is due', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    const { text } = await invoiceOf(client, booking.id);
    expect(text).toMatch(/Balance due\n\$450\.00/);
    expect(text).not.toContain('Payment by');
  });

  it('is the guest’s own: another guest gets 404; the desk and management get any', async () => {
    const owner = await createUser(t.database.db);
    const room = await createRoom(t.database.db);
    const { booking } = await createBooking(t.database.db, {
      guestId: owner.id,
      roomId: room.id,
      checkIn: '2031-07-01',
      checkOut: '2031-07-02',
    });
    const other = await createUser(t.database.db);
    const stranger = new Client(t.app);
    await stranger.login(other.email, TEST_PASSWORD);
    expect((await stranger.get(`/api/bookings/${booking.id}/invoice`)).statusCode).toBe(404);
    for (const role of ['receptionist', 'manager', 'admin'] as const) {
      expect((await (await clientAs(t, role)).client.get(`/api/bookings/${booking.id}/invoice`)).statusCode).toBe(200);
    }
    expect(
      (await (await clientAs(t, 'housekeeping')).client.get(`/api/bookings/${booking.id}/invoice`)).statusCode,
    ).toBe(403);
    expect((await new Client(t.app).get(`/api/bookings/${booking.id}/invoice`)).statusCode).toBe(401);
  });
});
