import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, folioLines, paymentRecords, rooms } from '../../db/schema.js';

/** reserved → checked-in, stamped with the moment so that the desk can undo it for a short while. */
export async function markCheckedIn(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(bookings).set({ status: 'checked-in', checkedInAt: at, updatedAt: at }).where(eq(bookings.id, id));
}

/** checked-in → reserved: the check-in is taken back as if it had not happened. */
export async function revertCheckIn(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(bookings).set({ status: 'reserved', checkedInAt: null, updatedAt: at }).where(eq(bookings.id, id));
}

/** Whether money moved on the stay (a folio line or a payment) after `since`. */
export async function hasMoneySince(db: Executor, bookingId: string, since: Date): Promise<boolean> {
  const [lines] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(folioLines)
    .where(and(eq(folioLines.bookingId, bookingId), gt(folioLines.createdAt, since)));
  const [payments] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.bookingId, bookingId), gt(paymentRecords.createdAt, since)));
  return Number(lines?.n ?? 0) + Number(payments?.n ?? 0) > 0;
}

/** A guest in house moves to `roomId` from the night of `since`; the database checks those nights are free. */
export async function changeStayRoom(db: Executor, id: string, roomId: string, since: string, at: Date) {
  await db.update(bookings).set({ roomId, roomSince: since, updatedAt: at }).where(eq(bookings.id, id));
}

/** The room a guest would move into, locked, with what decides whether it is ready. */
export async function lockRoomForGuest(db: Executor, id: string, tonight: string) {
  const [room] = await db
    .select({
      id: rooms.id,
      roomNumber: rooms.roomNumber,
      status: rooms.status,
      housekeeping: rooms.housekeeping,
      capacity: rooms.capacity,
      archivedAt: rooms.archivedAt,
      // Plain names: inside a select from rooms, Drizzle would write these columns without their table.
      inHouse: sql<boolean>`exists (select 1 from bookings b where b.room_id = ${id} and b.status = 'checked-in')`,
      blockedTonight: sql<boolean>`exists (select 1 from room_blocks rb where rb.room_id = ${id} and rb.lifted_at is null and rb.start_date <= ${tonight} and rb.end_date > ${tonight})`,
    })
    .from(rooms)
    .where(eq(rooms.id, id))
    .for('update', { of: rooms });
  return room;
}
