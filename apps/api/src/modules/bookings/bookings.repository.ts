import { and, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billings, bookings, rooms, users } from '../../db/schema.js';

export type BookingRecord = typeof bookings.$inferSelect;

// The Booking JSON read model lives in db/ because other modules' repositories build on it too.
export {
  type BookingWithRelations,
  bookingWithRelationsColumns,
  findBookingWithRelations,
  selectBookingsWithRelations,
} from '../../db/booking-with-relations.js';

export async function findUserSummary(
  db: Executor,
  id: string,
): Promise<{ id: string; role: string; status: string } | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Serializes the writes that put stays into one room: two overlapping writes would otherwise each wait for the
 * other inside the exclusion constraint, and PostgreSQL would abort one as a deadlock (40P01) instead of a
 * plain overlap.
 */
export async function lockRoomBookings(tx: Executor, roomId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('room-bookings'), hashtext(${roomId}))`);
}

/**
 * The room a stay is being written into, held until the transaction ends: an edit of the room (its price,
 * capacity or status) waits for the booking, or the booking waits for the edit and reads its outcome.
 */
export async function findRoomForStay(tx: Executor, roomId: string): Promise<typeof rooms.$inferSelect | null> {
  const [row] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).limit(1).for('share');
  return row ?? null;
}

/**
 * Serialises booking creation per guest until the transaction ends, so that two requests at once
 * cannot both pass the cap on unpaid reservations.
 */
export async function lockGuestReservations(tx: Executor, guestId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('guest-reservations'), hashtext(${guestId}))`);
}

/** Reservations of the guest that have not ended, are not cancelled or under way, and are not paid. */
export async function countUnpaidUpcomingReservations(db: Executor, guestId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .leftJoin(billings, eq(billings.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.guestId, guestId),
        eq(bookings.status, 'reserved'),
        gt(bookings.checkOut, today),
        sql`coalesce(${billings.status}, 'pending') <> 'confirmed'`,
      ) as SQL,
    );
  return row?.n ?? 0;
}

/**
 * The booking and its bill, both locked FOR UPDATE until the transaction ends: every change of a stay's status,
 * nights or money (a desk edit, a cancellation, a release, a no-show) takes this lock first, so a payment or
 * another change cannot slip in between its checks and its writes.
 */
export async function lockBooking(db: Executor, id: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update');
  if (!booking) return undefined;
  const [billing] = await db.select().from(billings).where(eq(billings.bookingId, id)).limit(1).for('update');
  return { booking, billing };
}

export async function insertBooking(tx: Executor, values: typeof bookings.$inferInsert): Promise<BookingRecord> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

export async function insertBilling(tx: Executor, values: typeof billings.$inferInsert): Promise<void> {
  await tx.insert(billings).values(values);
}
