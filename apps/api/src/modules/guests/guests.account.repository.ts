import { and, desc, eq, sql } from 'drizzle-orm';
import { bookingWithRelationsColumns } from '../../db/booking-with-relations.js';
import type { Executor } from '../../db/client.js';
import { billings, bookings, rooms, users } from '../../db/schema.js';
import { sessionsChanging } from '../auth/session-cache.js';

export async function findProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function updateProfile(
  db: Executor,
  userId: string,
  values: { name: string; phone: string | null; passwordHash?: string; now: Date },
): Promise<void> {
  const { now, passwordHash, ...rest } = values;
  sessionsChanging();
  await db
    .update(users)
    .set({ ...rest, ...(passwordHash ? { passwordHash } : {}), updatedAt: now })
    .where(eq(users.id, userId));
}

/** The guest's bookings, newest first, with room, bill and the bill's dates. */
export async function listGuestBookings(db: Executor, guestId: string) {
  return selectGuestBookings(db)
    .where(eq(bookings.guestId, guestId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** One booking of the guest's, in the list's shape; none when it is another guest's. */
export async function findGuestBooking(db: Executor, guestId: string, bookingId: string) {
  const [row] = await selectGuestBookings(db)
    .where(and(eq(bookings.guestId, guestId), eq(bookings.id, bookingId)))
    .limit(1);
  return row;
}

function selectGuestBookings(db: Executor) {
  return db
    .select({
      ...bookingWithRelationsColumns,
      bill: { updatedAt: billings.updatedAt, refundDueCents: billings.refundDueCents },
      refundedCents:
        sql<number>`(select coalesce(sum(pr.amount_cents), 0)::int from payment_records pr where pr.booking_id = ${bookings.id} and pr.kind = 'refund')`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .leftJoin(billings, eq(billings.bookingId, bookings.id))
    .$dynamic();
}

/** What the guest has paid for their stays' charges (net of refunds and of what is owed back), in cents. */
export async function sumConfirmedBillings(db: Executor, guestId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${billings.amountCents} - ${billings.balanceCents}), 0)::int` })
    .from(billings)
    .innerJoin(bookings, eq(bookings.id, billings.bookingId))
    .where(eq(bookings.guestId, guestId));
  return row?.total ?? 0;
}
