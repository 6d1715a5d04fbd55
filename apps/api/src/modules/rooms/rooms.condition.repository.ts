import type { HousekeepingCondition, RoomStatus } from '@hotel/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rooms } from '../../db/schema.js';

/** What the rules of room-condition.ts read about each room on a night, with the reason of a block holding it. */
export async function listRoomStateRows(db: Executor, roomIds: readonly string[], night: string) {
  if (roomIds.length === 0) return [];
  return db
    .select({
      id: rooms.id,
      housekeeping: sql<HousekeepingCondition>`${rooms.housekeeping}`,
      status: sql<RoomStatus>`${rooms.status}`,
      // Written out in full: Drizzle drops table names from columns in a one-table select, which would bind them to
      // the subquery.
      inHouse: sql<boolean>`exists (select 1 from bookings b where b.room_id = "rooms"."id" and b.status = 'checked-in')`,
      blockReason: sql<string | null>`(select rb.reason from room_holds rh join room_blocks rb on rb.id = rh.block_id
          where rh.room_id = "rooms"."id" and rh.during @> ${night}::date limit 1)`,
    })
    .from(rooms)
    .where(inArray(rooms.id, [...roomIds]));
}

/**
 * Sets the room's condition and, when `status` is given, its stored status, only from the statuses in `from`
 * (the stored status follows the condition for the queries that filter on it). False when the room was not in one.
 */
export async function setCondition(
  db: Executor,
  roomId: string,
  values: { housekeeping: HousekeepingCondition; status?: { to: RoomStatus; from: readonly RoomStatus[] } },
  at: Date,
): Promise<void> {
  await db.update(rooms).set({ housekeeping: values.housekeeping, updatedAt: at }).where(eq(rooms.id, roomId));
  if (values.status) {
    await db
      .update(rooms)
      .set({ status: values.status.to })
      .where(and(eq(rooms.id, roomId), inArray(rooms.status, [...values.status.from])));
  }
}

/** The room's condition and stored status, locked for the rest of the transaction. */
export async function lockRoomCondition(db: Executor, roomId: string) {
  const [row] = await db
    .select({ housekeeping: rooms.housekeeping, status: rooms.status })
    .from(rooms)
    .where(eq(rooms.id, roomId))
    .for('update');
  return row as { housekeeping: HousekeepingCondition; status: RoomStatus } | undefined;
}
