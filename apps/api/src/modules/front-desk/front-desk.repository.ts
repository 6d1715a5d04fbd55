import type { BookingStatus, RoomStatus, RoomType } from '@hotel/shared';
import { and, asc, eq, exists, gt, gte, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { selectBookingsWithRelations } from '../../db/booking-with-relations.js';
import type { Executor } from '../../db/client.js';
import { billings, bookings, roomHolds, rooms, tasks, users } from '../../db/schema.js';

const byRoom = [asc(rooms.roomNumber), asc(bookings.checkIn)];

/** A text for ILIKE: the user's `%`, `_` and `\\` are characters, not patterns. */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Stays that begin on the date and were not cancelled. */
export function listArrivalsOn(db: Executor, date: string) {
  return selectBookingsWithRelations(db)
    .where(and(eq(bookings.checkIn, date), ne(bookings.status, 'cancelled')))
    .orderBy(...byRoom);
}

/** Reservations whose arrival day is before the date: guests who have not come (yet to be marked no-shows). */
export function listOverdueArrivalsBefore(db: Executor, date: string) {
  return selectBookingsWithRelations(db)
    .where(and(lt(bookings.checkIn, date), eq(bookings.status, 'reserved')))
    .orderBy(...byRoom);
}

/** Stays that end on the date, plus guests still in house after their departure date. */
export function listDeparturesOn(db: Executor, date: string) {
  return selectBookingsWithRelations(db)
    .where(
      or(
        and(eq(bookings.checkOut, date), inArray(bookings.status, ['checked-in', 'checked-out'])),
        and(lt(bookings.checkOut, date), eq(bookings.status, 'checked-in')),
      ),
    )
    .orderBy(...byRoom);
}

/** Locks the booking and its room for the rest of the transaction, so two desks cannot move it at once. */
export async function lockBookingWithRoom(db: Executor, id: string) {
  const [booking] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      roomId: bookings.roomId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: bookings.guests,
      totalCents: bookings.totalCents,
      checkedInAt: bookings.checkedInAt,
      roomSince: bookings.roomSince,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update');
  if (!booking) return undefined;
  const [room] = await db
    .select({ id: rooms.id, roomNumber: rooms.roomNumber, status: rooms.status, type: rooms.type })
    .from(rooms)
    .where(eq(rooms.id, booking.roomId))
    .for('update');
  return { booking, room: room! };
}

export async function setBookingStatus(db: Executor, id: string, status: BookingStatus, at: Date): Promise<void> {
  await db.update(bookings).set({ status, updatedAt: at }).where(eq(bookings.id, id));
}

export async function setRoomStatus(db: Executor, id: string, status: RoomStatus, at: Date): Promise<void> {
  await db.update(rooms).set({ status, updatedAt: at }).where(eq(rooms.id, id));
}

/** The active housekeeper with the fewest open tasks; ties go to the longest-serving one. */
export async function findLeastBusyHousekeeper(db: Executor): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(tasks, and(eq(tasks.assignedTo, users.id), ne(tasks.status, 'completed')))
    .where(and(eq(users.role, 'housekeeping'), eq(users.status, 'active')))
    .groupBy(users.id, users.createdAt)
    .orderBy(sql`count(${tasks.id})`, asc(users.createdAt), asc(users.id))
    .limit(1);
  return row;
}

export function listRooms(db: Executor) {
  return db
    .select({
      id: rooms.id,
      roomNumber: rooms.roomNumber,
      title: rooms.title,
      type: rooms.type,
      status: rooms.status,
      description: rooms.description,
    })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(sql`length(${rooms.roomNumber})`, asc(rooms.roomNumber));
}

/** Each room's earliest reserved stay that begins on or after the date. */
export function listNextArrivals(db: Executor, from: string) {
  return db
    .selectDistinctOn([bookings.roomId], {
      roomId: bookings.roomId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'reserved'), gte(bookings.checkIn, from)))
    .orderBy(asc(bookings.roomId), asc(bookings.checkIn));
}

export function listStaysInHouse(db: Executor) {
  return db
    .select({ roomId: bookings.roomId, checkIn: bookings.checkIn, checkOut: bookings.checkOut })
    .from(bookings)
    .where(eq(bookings.status, 'checked-in'))
    .orderBy(asc(bookings.checkIn));
}

/** Active guest accounts whose name, e-mail or phone contains the term, or who hold a stay of that reference. */
export function searchGuests(db: Executor, term: string | undefined, limit: number) {
  const pattern = term ? likeTerm(term) : undefined;
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.role, 'guest'),
        eq(users.status, 'active'),
        pattern
          ? or(
              ilike(users.name, pattern),
              ilike(users.email, pattern),
              ilike(users.phone, pattern),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(bookings)
                  .where(and(eq(bookings.guestId, users.id), ilike(bookings.reference, pattern))),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.email))
    .limit(limit);
}

/** A guest the desk books without an account of their own: no usable password until they claim it. */
export async function insertDeskGuest(
  db: Executor,
  values: { name: string; email: string | null; phone: string | null; passwordHash: string; now: Date },
) {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      phone: values.phone,
      role: 'guest',
      status: 'active',
      passwordHash: values.passwordHash,
      hasPassword: false,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: users.id, name: users.name, email: users.email, phone: users.phone });
  return row!;
}

/**
 * Rooms of a type, in service, sleeping the party, and free for every night of [checkIn, checkOut) apart from the
 * stay itself: where an arrival can go when its own room is not ready (the service keeps those ready tonight).
 */
export function listReadyRoomsFor(
  db: Executor,
  stay: { bookingId: string; roomId: string; type: RoomType; guests: number; checkIn: string; checkOut: string },
) {
  return db
    .select({
      id: rooms.id,
      roomNumber: rooms.roomNumber,
      title: rooms.title,
      type: rooms.type,
      status: rooms.status,
    })
    .from(rooms)
    .where(
      and(
        eq(rooms.type, stay.type),
        ne(rooms.id, stay.roomId),
        isNull(rooms.archivedAt),
        gte(rooms.capacity, stay.guests),
        // Neither another stay nor an out-of-order block holds any of its nights.
        sql`not exists (select 1 from ${roomHolds} where ${roomHolds.roomId} = ${rooms.id}
          and ${roomHolds.bookingId} is distinct from ${stay.bookingId}
          and ${roomHolds.during} && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)'))`,
      ),
    )
    .orderBy(asc(rooms.roomNumber));
}

/** The room a stay would move to, locked so that its state cannot change under the move. */
export async function lockRoom(db: Executor, id: string) {
  const [room] = await db
    .select({
      id: rooms.id,
      roomNumber: rooms.roomNumber,
      type: rooms.type,
      status: rooms.status,
      capacity: rooms.capacity,
      archivedAt: rooms.archivedAt,
    })
    .from(rooms)
    .where(eq(rooms.id, id))
    .for('update');
  return room;
}

export async function setBookingRoom(db: Executor, id: string, roomId: string, at: Date): Promise<void> {
  await db.update(bookings).set({ roomId, updatedAt: at }).where(eq(bookings.id, id));
}

/** Stays that are not cancelled and share a night with [from, to), with their guest's name and balance. */
export function listStaysBetween(db: Executor, from: string, to: string) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      guestName: users.name,
      roomId: bookings.roomId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      roomSince: bookings.roomSince,
      status: bookings.status,
      guests: bookings.guests,
      balanceCents: sql<number>`coalesce(${billings.balanceCents}, 0)`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .leftJoin(billings, eq(billings.bookingId, bookings.id))
    .where(and(ne(bookings.status, 'cancelled'), lt(bookings.checkIn, to), gt(bookings.checkOut, from)))
    .orderBy(asc(bookings.checkIn));
}

/** Rooms on sale (not archived) for the planner's rows. */
export function listPlannerRooms(db: Executor) {
  return db
    .select({
      id: rooms.id,
      roomNumber: rooms.roomNumber,
      title: rooms.title,
      type: rooms.type,
      status: rooms.status,
      capacity: rooms.capacity,
      priceCents: rooms.priceCents,
    })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.roomNumber));
}

/** A stay that ends earlier than booked: its new check-out date and the price of the nights kept. */
export async function shortenBooking(
  db: Executor,
  id: string,
  values: { checkOut: string; totalCents: number; now: Date },
) {
  await db
    .update(bookings)
    .set({ checkOut: values.checkOut, totalCents: values.totalCents, updatedAt: values.now })
    .where(eq(bookings.id, id));
}

/** The staff search box's stays: by reference, guest name or room number, the nearest to today first. */
export function searchStays(db: Executor, term: string, today: string, limit: number) {
  const pattern = likeTerm(term);
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      guestName: users.name,
      roomNumber: rooms.roomNumber,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(or(ilike(bookings.reference, pattern), ilike(users.name, pattern), ilike(rooms.roomNumber, pattern)))
    .orderBy(sql`abs(${bookings.checkIn} - ${today}::date)`, asc(bookings.checkIn))
    .limit(limit);
}

/** The staff search box's rooms: by number or name. */
export function searchRooms(db: Executor, term: string, limit: number) {
  const pattern = likeTerm(term);
  return db
    .select({ id: rooms.id, roomNumber: rooms.roomNumber, title: rooms.title, status: rooms.status })
    .from(rooms)
    .where(and(isNull(rooms.archivedAt), or(ilike(rooms.roomNumber, pattern), ilike(rooms.title, pattern))))
    .orderBy(asc(rooms.roomNumber))
    .limit(limit);
}
