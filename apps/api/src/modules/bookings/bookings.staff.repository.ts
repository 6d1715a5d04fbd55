import type { BookingStatus, StaffBookingSort } from '@hotel/shared';
import { type AnyColumn, and, asc, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { billings, bookings, rooms, users } from '../../db/schema.js';
import { type BookingWithRelations, selectBookingsWithRelations } from './bookings.repository.js';

/** Booking queries of the staff booking screen. */

export interface StaffBookingFilter {
  q?: string | undefined;
  status?: BookingStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const sortColumns: Record<StaffBookingSort, SQL | AnyColumn> = {
  createdAt: bookings.createdAt,
  checkInDate: bookings.checkIn,
  checkOutDate: bookings.checkOut,
  guest: sql`lower(${users.name})`,
  room: rooms.roomNumber,
  totalPrice: bookings.totalCents,
  status: bookings.status,
};

function whereOf(filter: StaffBookingFilter): SQL | undefined {
  const term = filter.q ? likePattern(filter.q) : undefined;
  return and(
    filter.status ? eq(bookings.status, filter.status) : undefined,
    // Stays that share at least one night with the days from..to.
    filter.from ? gt(bookings.checkOut, filter.from) : undefined,
    filter.to ? lte(bookings.checkIn, filter.to) : undefined,
    term
      ? or(
          ilike(users.name, term),
          ilike(users.email, term),
          ilike(rooms.roomNumber, term),
          ilike(rooms.title, term),
          ilike(bookings.reference, term),
        )
      : undefined,
  );
}

export async function listStaffBookings(
  db: Executor,
  filter: StaffBookingFilter,
  options: { sort: StaffBookingSort; order: 'asc' | 'desc'; offset: number; limit: number },
): Promise<BookingWithRelations[]> {
  const direction = options.order === 'asc' ? asc : desc;
  return selectBookingsWithRelations(db)
    .where(whereOf(filter))
    .orderBy(direction(sortColumns[options.sort]), desc(bookings.createdAt), asc(bookings.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countStaffBookings(db: Executor, filter: StaffBookingFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

export async function countAllBookings(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings);
  return row?.n ?? 0;
}

export async function listRecentBookings(db: Executor, limit: number): Promise<BookingWithRelations[]> {
  return selectBookingsWithRelations(db).orderBy(desc(bookings.createdAt), asc(bookings.id)).limit(limit);
}

export async function updateBookingStay(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof bookings.$inferInsert,
      'guestId' | 'roomId' | 'checkIn' | 'checkOut' | 'guests' | 'totalCents' | 'additionalServices'
    >
  > & {
    now: Date;
  },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .update(bookings)
    .set({ ...rest, updatedAt: now })
    .where(eq(bookings.id, id));
}

export async function updateBill(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof billings.$inferInsert, 'amountCents' | 'status' | 'paymentMethod'>> & { now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .update(billings)
    .set({ ...rest, updatedAt: now })
    .where(eq(billings.id, id));
}
