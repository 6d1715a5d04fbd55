import { eq } from 'drizzle-orm';
import type { Executor } from './client.js';
import { billings, bookings, rooms, users } from './schema.js';

/** The columns of Booking JSON: the booking with its guest, room and bill. */
export const bookingWithRelationsColumns = {
  booking: bookings,
  guest: { id: users.id, name: users.name, email: users.email },
  room: {
    id: rooms.id,
    roomNumber: rooms.roomNumber,
    type: rooms.type,
    title: rooms.title,
    status: rooms.status,
    housekeeping: rooms.housekeeping,
  },
  billing: {
    id: billings.id,
    amountCents: billings.amountCents,
    status: billings.status,
    balanceCents: billings.balanceCents,
  },
};

/** Bookings joined to their guest, room and bill; add `.where()`, `.orderBy()`, `.limit()` as needed. */
export function selectBookingsWithRelations(db: Executor) {
  return db
    .select(bookingWithRelationsColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .leftJoin(billings, eq(billings.bookingId, bookings.id))
    .$dynamic();
}
export type BookingWithRelations = Awaited<
  ReturnType<ReturnType<typeof selectBookingsWithRelations>['execute']>
>[number];

export async function findBookingWithRelations(db: Executor, id: string): Promise<BookingWithRelations | null> {
  const [row] = await selectBookingsWithRelations(db).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
}
