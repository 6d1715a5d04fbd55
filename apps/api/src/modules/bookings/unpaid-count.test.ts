import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { unpaidReservationsCount } from './bookings.repository.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** The rows a node went through: those it passed on and those its conditions dropped, in all its loops. */
const rowsRead = (node: PlanNode) =>
  (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
  node['Actual Loops'];

// Every booking a guest makes counts their unpaid reservations, in the booking's own transaction, as a prepared
// statement: PostgreSQL soon runs it with a generic plan, made without knowing which guest or day. The count must
// read that guest's reservations only: a plan that also narrows by date through the bookings' check-out index reads
// every stay of the hotel still to come, for every booking.
describe("the count of a guest's unpaid reservations", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let guestId: string;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const { db } = database;
    const guest = await createUser(db, { role: 'guest' });
    guestId = guest.id;
    const roomIds = [];
    for (let i = 0; i < 4; i++) roomIds.push((await createRoom(db)).id);
    // The guest's own: two to come (one of them paid), one ended, one cancelled.
    const own = [
      { roomId: roomIds[0]!, checkIn: '2027-02-01', checkOut: '2027-02-03', status: 'reserved' as const },
      { roomId: roomIds[1]!, checkIn: '2027-02-01', checkOut: '2027-02-03', status: 'reserved' as const, paid: true },
      { roomId: roomIds[2]!, checkIn: '2026-12-01', checkOut: '2026-12-03', status: 'checked-out' as const },
      { roomId: roomIds[3]!, checkIn: '2027-02-10', checkOut: '2027-02-12', status: 'cancelled' as const },
    ];
    for (const { paid, ...stay } of own) {
      await createBooking(db, { guestId, ...stay }, paid ? { status: 'confirmed' } : {});
    }
    // The hotel's other guests: 200, each with 30 stays to come, booked in turns as guests book (6,000 bookings,
    // each with its bill).
    await db.execute(sql`
      insert into users (name, email, role, password_hash)
      select 'Guest ' || g, 'unpaid-count-' || g || '@hotel.test', 'guest', 'x' from generate_series(1, 200) g`);
    await db.execute(sql`
      insert into bookings (guest_id, room_id, check_in, check_out, total_cents)
      select u.id, (array[${sql.join(
        roomIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}])[1 + n % 4], date '2027-03-01' + n / 4, date '2027-03-01' + n / 4 + 1, 20000
      from (select id, row_number() over (order by id) - 1 as i from users where email like 'unpaid-count-%') u,
        generate_series(0, 29) s, lateral (select (s * 200 + u.i)::int as n) stay
      order by n`);
    await db.execute(sql`
      insert into billings (booking_id, amount_cents, balance_cents)
      select b.id, b.total_cents, b.total_cents from bookings b where b.guest_id <> ${guestId}`);
    await db.execute(sql`analyze bookings`);
    await db.execute(sql`analyze billings`);
  });
  afterAll(async () => {
    await drop();
  });

  it("reads only the guest's own reservations, however many stays the hotel holds", async () => {
    // EXECUTE takes its values in its text.
    const values = sql.raw(`'${guestId}', '2027-01-10'`);
    // The count as the database's function runs it (a PL/pgSQL query, planned once per session and soon generic),
    // taken from its definition and prepared alone, so that its plan can be read.
    const [definition] = rowsOf(
      await database.db.execute(sql`select prosrc from pg_proc where proname = 'unpaid_reservations'`),
    );
    const query = /RETURN \((SELECT[\s\S]*)\);/.exec(String(definition?.prosrc))?.[1];
    expect(query).toBeDefined();
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`prepare unpaid_count(uuid, date) as ${sql.raw(query!)}`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      const [counted] = rowsOf(await tx.execute(sql`execute unpaid_count(${values})`));
      const [called] = rowsOf(
        await tx.execute(sql`select ${unpaidReservationsCount(sql.raw(`'${guestId}'`), sql.raw(`'2027-01-10'`))} as n`),
      );
      const [explained] = rowsOf(await tx.execute(sql`explain (analyze, format json) execute unpaid_count(${values})`));
      await tx.execute(sql`deallocate unpaid_count`);
      const json = explained!['QUERY PLAN'];
      const [root] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
      return { count: Number(counted!.count), called: Number(called!.n), nodes: nodesOf(root.Plan) };
    });

    // One unpaid reservation to come: the paid one, the ended one and the cancelled one do not count.
    expect(plan.count).toBe(1);
    expect(plan.called).toBe(1);
    const bookingsRead = plan.nodes.filter(
      (node) => node['Relation Name'] === 'bookings' || node['Index Name']?.startsWith('bookings_'),
    );
    expect(bookingsRead.length).toBeGreaterThan(0);
    // At most the guest's own four bookings, and nothing of the other guests' 6,000.
    const read = plan.nodes.map((node) => ({
      node: node['Node Type'],
      index: node['Index Name'],
      rows: rowsRead(node),
    }));
    expect(read.filter(({ rows }) => rows > 4)).toEqual([]);
  });
});
