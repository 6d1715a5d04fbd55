import { and, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, rooms } from '../../db/schema.js';

/** Per night from `from` to `to` (inclusive): room revenue in cents (fractional) and rooms sold. */
export async function nightlyTotals(db: Executor, from: string, to: string) {
  const result = await db.execute<{ day: string; revenue: string | number; sold: number }>(sql`
    select d::date::text as day,
      coalesce(sum(${bookings.totalCents}::numeric / (${bookings.checkOut} - ${bookings.checkIn})), 0) as revenue,
      count(${bookings.id})::int as sold
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    left join ${bookings}
      on ${bookings.checkIn} <= d::date and ${bookings.checkOut} > d::date and ${bookings.status} <> 'cancelled'
    group by d
    order by d`);
  const rows = (result as unknown as { rows: { day: string; revenue: string | number; sold: number }[] }).rows;
  return rows.map((r) => ({ day: r.day, revenueCents: Number(r.revenue), sold: Number(r.sold) }));
}

/** Bookings (not cancelled) made on each calendar day of [from, to] in the hotel's time zone. */
export async function countBookingsMade(db: Executor, timeZone: string, from: string, to: string): Promise<number> {
  const day = sql`(${bookings.createdAt} at time zone ${timeZone})::date`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(ne(bookings.status, 'cancelled'), sql`${day} between ${from}::date and ${to}::date`));
  return row?.n ?? 0;
}

/** Distinct guests who stayed the night of `day` (stays that were checked in). */
export async function countGuestsStayingOn(db: Executor, day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${bookings.guestId})::int` })
    .from(bookings)
    .where(
      and(
        lte(bookings.checkIn, day),
        gt(bookings.checkOut, day),
        inArray(bookings.status, ['checked-in', 'checked-out']),
      ),
    );
  return row?.n ?? 0;
}

export async function countRooms(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rooms).where(isNull(rooms.archivedAt));
  return row?.n ?? 0;
}

export async function countAvailableRooms(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rooms).where(eq(rooms.status, 'available'));
  return row?.n ?? 0;
}
