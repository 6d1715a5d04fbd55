import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { clientAs } from '../../../test/panel-factories.js';
import { billingOf, guestWithPendingBill } from '../../../test/payments-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

// Today in the hotel (UTC) is 2031-01-15.
let t: TestApp;
let desk: Client;
let manager: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-01-15T10:00:00Z') });
  desk = (await clientAs(t, 'receptionist')).client;
  manager = (await clientAs(t, 'manager')).client;
  admin = (await clientAs(t, 'admin')).client;
});
afterAll(async () => {
  await t.close();
});

const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

async function folioOf(client: Client, bookingId: string) {
  const res = await client.get(`/api/bookings/${bookingId}/folio`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function payBalance(client: Client, bookingId: string, cents: number) {
  const intent = await client.post('/api/payments/intent', { bookingId, amount: cents });
  expect(intent.statusCode, intent.body).toBe(200);
  await client.post('/api/payments/sandbox/confirm', { clientSecret: intent.json().clientSecret, card: goodCard });
  return client.post('/api/billings/confirm', { bookingId, amount: cents / 100 });
}

describe('a folio per stay', () => {
  it('a guest’s booking charges one line per night at the booking’s price, and the bill is their sum', async () => {
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db, { priceCents: 21_000, roomNumber: '714' });
    const client = new Client(t.app);
    await client.login(guest.email, TEST_PASSWORD);
    const made = await client.post('/api/bookings/create', {
      roomId: room.id,
      checkInDate: '2031-03-01',
      checkOutDate: '2031-03-04',
      totalPrice: 630,
      additionalServices: [],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().booking._id;

    const folio = await folioOf(client, id);
    expect(folio.lines.map((l: { kind: string; date: string; amount: number }) => [l.kind, l.date, l.amount])).toEqual([
      ['room-night', '2031-03-01', 210],
      ['room-night', '2031-03-02', 210],
      ['room-night', '2031-03-03', 210],
    ]);
    expect(folio.lines[0].description).toBe('Room 714');
    expect(folio.totals).toEqual({ charged: 630, paid: 0, refunded: 0, balance: 630 });
    expect(await billingOf(t.database.db, id)).toMatchObject({ amountCents: 63_000, balanceCents: 63_000 });
  });

  it('a stay the desk moves is re-priced night by night: the old nights reversed, the new ones charged', async () => {
    const { guest, room, booking } = await guestWithPendingBill(t);
    const moved = await desk.put(`/api/bookings/${booking.id}`, {
      guestId: guest.id,
      roomId: room.id,
      checkInDate: '2031-06-11',
      checkOutDate: '2031-06-15',
      status: 'reserved',
      billingStatus: 'pending',
      additionalServices: [],
      totalPrice: 600,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const folio = await folioOf(desk, booking.id);
    const nights = new Map<string, number>();
    for (const l of folio.lines) nights.set(l.date, (nights.get(l.date) ?? 0) + l.amount);
    expect(Object.fromEntries(nights)).toEqual({
      '2031-06-10': 0,
      '2031-06-11': 150,
      '2031-06-12': 150,
      '2031-06-13': 150,
      '2031-06-14': 150,
    });
    // Nothing was changed in place: three reversals and four new nights were added to the first three.
    expect(folio.lines).toHaveLength(10);
    expect(folio.lines.filter((l: { amount: number }) => l.amount < 0)).toHaveLength(3);
    expect(folio.totals.balance).toBe(600);
    expect(moved.json().booking.billing).toMatchObject({ amount: 600, balance: 600, status: 'pending' });
  });

  it('the desk posts extras during a stay; a paid bill owes them again, and the guest pays just the balance', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    expect((await payBalance(client, booking.id, 45_000)).statusCode).toBe(200);

    const item = await admin.post('/api/charge-items', {
      name: 'Champagne (half bottle)',
      category: 'minibar',
      price: 42,
    });
    expect(item.statusCode, item.body).toBe(201);
    const two = await desk.post(`/api/bookings/${booking.id}/charges`, { itemId: item.json().item._id, quantity: 2 });
    expect(two.statusCode, two.body).toBe(201);
    expect(two.json().folio.lines.find((l: { kind: string }) => l.kind === 'extra')).toMatchObject({
      kind: 'extra',
      description: 'Champagne (half bottle) × 2',
      amount: 84,
      postedBy: 'Test receptionist',
    });
    const own = await desk.post(`/api/bookings/${booking.id}/charges`, {
      description: 'Late check-out',
      amount: '35.50',
      reason: 'Asked at the desk',
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().folio.totals).toEqual({ charged: 569.5, paid: 450, refunded: 0, balance: 119.5 });
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({
      amountCents: 56_950,
      balanceCents: 11_950,
      status: 'pending',
    });

    // The guest is asked for the balance, not the whole bill again.
    const whole = await client.post('/api/payments/intent', { bookingId: booking.id, amount: 56_950 });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().errors.amount).toMatch(/\$119\.50/);
    const paid = await payBalance(client, booking.id, 11_950);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().billing).toMatchObject({ amount: 569.5, balance: 0, status: 'confirmed' });
  });

  it('a charge of its own needs a description, an amount and a reason; each missing one is named', async () => {
    const { booking } = await guestWithPendingBill(t);
    const res = await desk.post(`/api/bookings/${booking.id}/charges`, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['amount', 'description', 'reason']);
    const zero = await desk.post(`/api/bookings/${booking.id}/charges`, {
      description: 'Spa',
      amount: 0.001,
      reason: 'Try',
    });
    expect(zero.statusCode).toBe(400);
    expect((await folioOf(desk, booking.id)).lines.filter((l: { kind: string }) => l.kind === 'extra')).toEqual([]);
  });

  it('a cancelled stay takes no charge; a retired item cannot be charged', async () => {
    const { client, booking } = await guestWithPendingBill(t);
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    const late = await desk.post(`/api/bookings/${booking.id}/charges`, {
      description: 'Spa',
      amount: 80,
      reason: 'Try',
    });
    expect(late.statusCode).toBe(409);

    const open = await guestWithPendingBill(t);
    const item = await admin.post('/api/charge-items', { name: 'Laundry bag', category: 'laundry', price: 18 });
    const id = item.json().item._id;
    const retired = await admin.patch(`/api/charge-items/${id}`, { active: false });
    expect(retired.json().item).toMatchObject({ active: false, price: 18 });
    expect((await desk.get('/api/charge-items')).json().items.map((i: { _id: string }) => i._id)).not.toContain(id);
    expect((await admin.get('/api/charge-items?all=true')).json().items.map((i: { _id: string }) => i._id)).toContain(
      id,
    );
    const refused = await desk.post(`/api/bookings/${open.booking.id}/charges`, { itemId: id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.itemId).toBe('This item is no longer offered');
    const twin = await admin.post('/api/charge-items', { name: 'LAUNDRY BAG', category: 'laundry', price: 20 });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().errors.name).toBe('An item with this name already exists');
  });

  it('a manager credits a stay with a reason, never beyond what is charged; the desk cannot', async () => {
    const { booking } = await guestWithPendingBill(t);
    const noReason = await manager.post(`/api/bookings/${booking.id}/adjustments`, { amount: 50 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
    const tooMuch = await manager.post(`/api/bookings/${booking.id}/adjustments`, { amount: 450.01, reason: 'Oops' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toMatch(/\$450\.00/);
    expect(
      (await desk.post(`/api/bookings/${booking.id}/adjustments`, { amount: 50, reason: 'Noise' })).statusCode,
    ).toBe(403);
    const credit = await manager.post(`/api/bookings/${booking.id}/adjustments`, {
      amount: 50,
      reason: 'Noisy room',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json().folio.lines.find((l: { kind: string }) => l.kind === 'adjustment')).toMatchObject({
      kind: 'adjustment',
      amount: -50,
      reason: 'Noisy room',
      postedBy: 'Test manager',
    });
    expect(credit.json().folio.totals.balance).toBe(400);
    expect(await billingOf(t.database.db, booking.id)).toMatchObject({ amountCents: 40_000, balanceCents: 40_000 });
  });

  it('cancelling takes back the nights, extras and credits and charges only the fee', async () => {
    t.clock.set('2031-06-09T20:00:00Z');
    try {
      const { client, booking } = await guestWithPendingBill(t);
      await desk.post(`/api/bookings/${booking.id}/charges`, {
        description: 'Spa',
        amount: 80,
        reason: 'Booked ahead',
      });
      await manager.post(`/api/bookings/${booking.id}/adjustments`, { amount: 100, reason: 'Goodwill' });
      expect((await client.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
      const folio = await folioOf(client, booking.id);
      expect(folio.totals).toMatchObject({ charged: 150, balance: 150 });
      expect(folio.lines.filter((l: { kind: string }) => l.kind === 'cancellation-fee')).toMatchObject([
        { amount: 150 },
      ]);
    } finally {
      t.clock.set('2031-01-15T10:00:00Z');
    }
  });

  it('is the guest’s own: another guest is told it does not exist', async () => {
    const { booking } = await guestWithPendingBill(t);
    const other = await createUser(t.database.db);
    const stranger = new Client(t.app);
    await stranger.login(other.email, TEST_PASSWORD);
    expect((await stranger.get(`/api/bookings/${booking.id}/folio`)).statusCode).toBe(404);
  });

  it('the database refuses to change or delete a line or a payment', async () => {
    const { booking } = await guestWithPendingBill(t);
    const refusal = async (query: ReturnType<typeof sql>) => {
      try {
        await t.database.db.execute(query);
        return 'changed';
      } catch (err) {
        return String((err as { cause?: unknown }).cause ?? err);
      }
    };
    expect(await refusal(sql`update folio_lines set amount_cents = 1 where booking_id = ${booking.id}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from folio_lines where booking_id = ${booking.id}`)).toMatch(/append-only/);
    // A desk of its own: the shared one last worked in June, in the test before.
    const frontDesk = (await clientAs(t, 'receptionist')).client;
    const cash = await frontDesk.post(`/api/bookings/${booking.id}/payments`, { method: 'cash', amount: 450 });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(await refusal(sql`delete from payment_records where booking_id = ${booking.id}`)).toMatch(/append-only/);
    expect((await folioOf(frontDesk, booking.id)).totals).toMatchObject({ charged: 450, paid: 450, balance: 0 });
  });
});
