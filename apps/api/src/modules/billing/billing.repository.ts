import type { BillingStatus } from '@hotel/shared';
import { type AnyColumn, and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { billings, bookings, rooms, users } from '../../db/schema.js';

const sortColumns: Record<string, SQL | AnyColumn> = {
  createdAt: billings.createdAt,
  updatedAt: billings.updatedAt,
  amount: billings.amountCents,
  status: billings.status,
  guest: sql`lower(${users.name})`,
};

export interface BillingFilter {
  status?: BillingStatus | undefined;
  q?: string | undefined;
}

function whereOf(filter: BillingFilter): SQL | undefined {
  const term = filter.q ? likePattern(filter.q) : undefined;
  return and(
    filter.status ? eq(billings.status, filter.status) : undefined,
    term
      ? or(
          ilike(users.name, term),
          ilike(users.email, term),
          ilike(rooms.roomNumber, term),
          ilike(bookings.reference, term),
        )
      : undefined,
  );
}

// Card payments less their refunds, per bill.
const refundableCents = sql<number>`(select coalesce(sum(case when pr.kind = 'payment' then pr.amount_cents else -pr.amount_cents end), 0)::int from payment_records pr where pr.booking_id = ${bookings.id} and pr.method = 'card')`;

const listColumns = {
  billing: billings,
  refundableCents: refundableCents.mapWith(Number),
  booking: {
    id: bookings.id,
    reference: bookings.reference,
    checkIn: bookings.checkIn,
    checkOut: bookings.checkOut,
    status: bookings.status,
    totalCents: bookings.totalCents,
  },
  guest: { id: users.id, name: users.name, email: users.email },
  room: { id: rooms.id, roomNumber: rooms.roomNumber, title: rooms.title },
};

export async function listBillings(
  db: Executor,
  filter: BillingFilter,
  options: { sort: string; order: 'asc' | 'desc'; offset: number; limit: number },
) {
  const direction = options.order === 'asc' ? asc : desc;
  return db
    .select(listColumns)
    .from(billings)
    .innerJoin(bookings, eq(bookings.id, billings.bookingId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(whereOf(filter))
    .orderBy(direction(sortColumns[options.sort] ?? billings.createdAt), asc(billings.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countBillings(db: Executor, filter: BillingFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(billings)
    .innerJoin(bookings, eq(bookings.id, billings.bookingId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

/**
 * Over every bill: what the hotel has been paid and keeps (charges already paid for: payments less refunds
 * less what is owed back), what is still owed on bills waiting and after a failed attempt, and what is owed back.
 */
export async function sumBillings(db: Executor) {
  const [row] = await db
    .select({
      confirmed: sql<number>`coalesce(sum(${billings.amountCents} - ${billings.balanceCents}), 0)::bigint`.mapWith(
        Number,
      ),
      pending:
        sql<number>`coalesce(sum(${billings.balanceCents}) filter (where ${billings.status} = 'pending'), 0)::bigint`.mapWith(
          Number,
        ),
      failed:
        sql<number>`coalesce(sum(${billings.balanceCents}) filter (where ${billings.status} = 'failed'), 0)::bigint`.mapWith(
          Number,
        ),
      refundDue: sql<number>`coalesce(sum(${billings.refundDueCents}), 0)::bigint`.mapWith(Number),
    })
    .from(billings);
  return row ?? { confirmed: 0, pending: 0, failed: 0, refundDue: 0 };
}
