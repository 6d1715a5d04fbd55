import { type AnyColumn, and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { billings, bookings, users } from '../../db/schema.js';
import { sessionsChanging } from '../auth/session-cache.js';

/** Guest accounts as the 'All Users' screen lists them. */

// Written out in full: Drizzle drops table names from columns in a one-table select, which would bind them to the subquery.
const bookingCount = sql<number>`(select count(*)::int from bookings b where b.guest_id = "users"."id")`;
const inHouse = sql<boolean>`exists (select 1 from bookings b where b.guest_id = "users"."id" and b.status = 'checked-in')`;

const sortColumns: Record<string, SQL | AnyColumn> = {
  name: sql`lower(${users.name})`,
  email: users.email,
  createdAt: users.createdAt,
  bookings: bookingCount,
};

function whereOf(q: string | undefined): SQL | undefined {
  return and(
    eq(users.role, 'guest'),
    isNull(users.erasedAt),
    q
      ? or(ilike(users.name, likePattern(q)), ilike(users.email, likePattern(q)), ilike(users.phone, likePattern(q)))
      : undefined,
  );
}

export async function listGuests(
  db: Executor,
  q: string | undefined,
  options: { sort: string; order: 'asc' | 'desc'; offset: number; limit: number },
) {
  const direction = options.order === 'asc' ? asc : desc;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      status: users.status,
      createdAt: users.createdAt,
      bookings: bookingCount.mapWith(Number),
      inHouse: inHouse.mapWith(Boolean),
    })
    .from(users)
    .where(whereOf(q))
    .orderBy(direction(sortColumns[options.sort] ?? users.createdAt), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countGuests(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(whereOf(q));
  return row?.n ?? 0;
}

/** Distinct guests with a stay in status checked-in (API.md). */
export async function countGuestsInHouse(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${bookings.guestId})::int` })
    .from(bookings)
    .where(eq(bookings.status, 'checked-in'));
  return row?.n ?? 0;
}

export async function lockGuest(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'guest'), isNull(users.erasedAt)))
    .for('update')
    .limit(1);
  return row;
}

export async function countStaysInHouse(db: Executor, guestId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.guestId, guestId), eq(bookings.status, 'checked-in')));
  return row?.n ?? 0;
}

/**
 * Where a guest stands with the hotel: what they owe (bills waiting for payment), what the hotel owes them
 * (refunds due), and how many reservations they still hold.
 */
export async function guestAccountPosition(db: Executor, guestId: string, today: string) {
  const [row] = await db
    .select({
      owedCents: sql<number>`coalesce(sum(${billings.balanceCents}), 0)::int`,
      refundDueCents: sql<number>`coalesce(sum(${billings.refundDueCents}), 0)::int`,
      upcoming: sql<number>`count(*) filter (where ${bookings.status} = 'reserved' and ${bookings.checkOut} > ${today})::int`,
    })
    .from(bookings)
    .leftJoin(billings, eq(billings.bookingId, bookings.id))
    .where(eq(bookings.guestId, guestId));
  return row ?? { owedCents: 0, refundDueCents: 0, upcoming: 0 };
}

/** Replaces a guest's personal data and closes the account; their stays, bills and reviews stay on record. */
export async function eraseGuest(db: Executor, id: string, values: { name: string; passwordHash: string; now: Date }) {
  sessionsChanging();
  await db
    .update(users)
    .set({
      name: values.name,
      email: `erased-${id}@erased.invalid`,
      phone: null,
      contact: null,
      passwordHash: values.passwordHash,
      status: 'disabled',
      erasedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(users.id, id));
}
