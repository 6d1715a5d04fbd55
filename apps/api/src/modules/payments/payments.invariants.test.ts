import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { clientAs } from '../../../test/panel-factories.js';
import { billingOf } from '../../../test/payments-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { createPaymentProvider } from '../../payments/index.js';
import { createPaymentsService } from './payments.service.js';

/**
 * Random sequences of what guests and staff do with money (bookings, card payments confirmed or left in a
 * closed tab, cancellations free or late, extras charged by the desk, credits by a manager, cash at the desk,
 * partial refunds, the reconciliation) must leave the books whole: every bill is the sum of its folio (charges
 * less payments plus refunds), every succeeded intent is applied exactly once, and total revenue is what was
 * paid less what went back.
 */

// Today in the hotel (UTC) is 2031-01-15 at 10:00; a stay "soon" starts tomorrow, inside the 24 hours.
let t: TestApp;
let desk: Client;
let manager: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-01-15T20:00:00Z') });
  desk = (await clientAs(t, 'receptionist')).client;
  manager = (await clientAs(t, 'manager')).client;
});
afterAll(async () => {
  await t.close();
});

const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

type Op =
  | { kind: 'book'; guest: number; room: number; soon: boolean; week: number }
  | { kind: 'pay'; booking: number; confirm: boolean }
  | { kind: 'cancel'; booking: number }
  | { kind: 'cash'; booking: number }
  | { kind: 'refund'; booking: number; dollars: number }
  | { kind: 'charge'; booking: number; dollars: number }
  | { kind: 'adjust'; booking: number; dollars: number }
  | { kind: 'reconcile' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    guest: fc.nat(2),
    room: fc.nat(3),
    soon: fc.boolean(),
    week: fc.nat(20),
  }),
  fc.record({ kind: fc.constant('pay' as const), booking: fc.nat(9), confirm: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel' as const), booking: fc.nat(9) }),
  fc.record({ kind: fc.constant('cash' as const), booking: fc.nat(9) }),
  fc.record({ kind: fc.constant('refund' as const), booking: fc.nat(9), dollars: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('charge' as const), booking: fc.nat(9), dollars: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ kind: fc.constant('adjust' as const), booking: fc.nat(9), dollars: fc.integer({ min: 1, max: 200 }) }),
  fc.constant({ kind: 'reconcile' as const }),
);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What each kind of step answered, over every run: a property that only meets refusals proves nothing. */
const answered = new Map<string, number[]>();

async function run(ops: Op[]) {
  // Rooms of its own, so that each run has the hotel's nights to itself.
  const rooms = await Promise.all(Array.from({ length: 4 }, () => createRoom(t.database.db, { priceCents: 15_000 })));
  const guests = await Promise.all(
    [0, 1, 2].map(async () => {
      const user = await createUser(t.database.db);
      const client = new Client(t.app);
      await client.login(user.email, TEST_PASSWORD);
      return client;
    }),
  );
  const booked: { id: string; guest: Client }[] = [];
  const payments = createPaymentsService(t.ctx, createPaymentProvider(t.ctx));

  for (const step of ops) {
    const target = 'booking' in step ? booked[step.booking % Math.max(1, booked.length)] : undefined;
    let status = 0;
    if (step.kind === 'book') {
      const checkIn = step.soon ? '2031-01-16' : addDays('2031-03-01', step.week * 7);
      const res = await guests[step.guest]!.post('/api/bookings/create', {
        roomId: rooms[step.room]!.id,
        checkInDate: checkIn,
        checkOutDate: addDays(checkIn, 2),
        totalPrice: 300,
        additionalServices: [],
      });
      status = res.statusCode;
      if (status === 201) booked.push({ id: res.json().booking._id, guest: guests[step.guest]! });
    } else if (!target) {
      if (step.kind === 'reconcile') await payments.reconcile();
      continue;
    } else if (step.kind === 'pay') {
      const bill = await billingOf(t.database.db, target.id);
      const intent = await target.guest.post('/api/payments/intent', {
        bookingId: target.id,
        amount: bill.balanceCents,
      });
      status = intent.statusCode;
      if (status === 200) {
        const card = await target.guest.post('/api/payments/sandbox/confirm', {
          clientSecret: intent.json().clientSecret,
          card: goodCard,
        });
        status = card.statusCode;
        if (step.confirm && status === 200) {
          status = (
            await target.guest.post('/api/billings/confirm', { bookingId: target.id, amount: bill.balanceCents / 100 })
          ).statusCode;
        }
      }
    } else if (step.kind === 'cancel') {
      status = (await target.guest.post(`/api/bookings/${target.id}/cancel`)).statusCode;
    } else if (step.kind === 'cash') {
      const bill = await billingOf(t.database.db, target.id);
      status = (
        await desk.post(`/api/bookings/${target.id}/payments`, { method: 'cash', amount: bill.balanceCents / 100 })
      ).statusCode;
    } else if (step.kind === 'charge') {
      const body = { description: 'Minibar', amount: step.dollars, reason: 'Property test' };
      status = (await desk.post(`/api/bookings/${target.id}/charges`, body)).statusCode;
    } else if (step.kind === 'adjust') {
      const body = { amount: step.dollars, reason: 'Property test' };
      status = (await manager.post(`/api/bookings/${target.id}/adjustments`, body)).statusCode;
    } else if (step.kind === 'refund') {
      const bill = await billingOf(t.database.db, target.id);
      const res = await manager.post(`/api/billings/${bill.id}/refund`, {
        amount: step.dollars,
        reason: 'Property test',
      });
      status = res.statusCode;
    }
    expect(status, JSON.stringify(step)).toBeLessThan(500);
    answered.set(step.kind, [...(answered.get(step.kind) ?? []), status]);
  }
  await payments.reconcile();
  await checkBooks();
}

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function checkBooks() {
  // Each bill is its folio: amount = the lines charged; balance − owed back = charges − payments + refunds;
  // confirmed exactly when nothing is owed.
  const bills = await rows<{
    id: string;
    amount: number;
    balance: number;
    owed_back: number;
    status: string;
    charged: number;
    net: number;
  }>(sql`
    select b.id, b.amount_cents as amount, b.balance_cents as balance, b.refund_due_cents as owed_back, b.status,
      coalesce((select sum(fl.amount_cents) from folio_lines fl where fl.booking_id = b.booking_id), 0)::int as charged,
      coalesce((select sum(case when pr.kind = 'payment' then pr.amount_cents else -pr.amount_cents end)
        from payment_records pr where pr.booking_id = b.booking_id), 0)::int as net
    from billings b`);
  for (const bill of bills) {
    expect(bill.amount, `bill ${bill.id}`).toBe(bill.charged);
    expect(bill.balance - bill.owed_back, `bill ${bill.id}`).toBe(bill.charged - bill.net);
    expect(bill.status === 'confirmed', `bill ${bill.id}`).toBe(bill.balance === 0);
  }

  // Every succeeded card intent is applied exactly once.
  const intents = await rows<{ id: string; applied: number }>(sql`
    select pi.id, (select count(*) from payment_records pr where pr.intent_id = pi.id and pr.kind = 'payment')::int as applied
    from payment_intents pi where pi.status = 'succeeded'`);
  for (const intent of intents) expect(intent.applied, `intent ${intent.id}`).toBe(1);

  // Revenue is what was paid less what went back, less what is still owed back.
  const [sums] = await rows<{ revenue: number; paid: number; refunded: number; owed: number }>(sql`
    select
      (select coalesce(sum(amount_cents - balance_cents), 0) from billings)::int as revenue,
      (select coalesce(sum(amount_cents), 0) from payment_records where kind = 'payment')::int as paid,
      (select coalesce(sum(amount_cents), 0) from payment_records where kind = 'refund')::int as refunded,
      (select coalesce(sum(refund_due_cents), 0) from billings)::int as owed`);
  expect(sums!.revenue).toBe(sums!.paid - sums!.refunded - sums!.owed);
  const total = await manager.get('/api/billings/total-revenue');
  expect(Math.round(total.json().totalRevenue * 100)).toBe(sums!.revenue);
}

describe('the books stay whole', () => {
  it('over random sequences of bookings, payments, cancellations, cash, refunds and reconciliations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 20 }), async (ops) => run(ops)),
      { numRuns: Number(process.env.MONEY_RUNS ?? 25), seed: Number(process.env.MONEY_SEED ?? 20310115) },
    );
    // The runs did move money: bookings made, payments taken, stays cancelled and money refunded.
    for (const kind of ['book', 'pay', 'cancel', 'refund', 'charge', 'adjust'])
      expect(answered.get(kind)?.filter((s) => s === 200 || s === 201).length ?? 0, kind).toBeGreaterThan(0);
    const [moved] = await rows<{ refunds: number }>(
      sql`select count(*)::int as refunds from payment_records where kind = 'refund'`,
    );
    expect(moved!.refunds).toBeGreaterThan(0);
  }, 240_000);
});
