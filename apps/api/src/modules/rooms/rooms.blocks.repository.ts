import type { RoomBlockKind } from '@hotel/shared';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { roomBlocks, rooms } from '../../db/schema.js';

const blockColumns = {
  id: roomBlocks.id,
  roomId: roomBlocks.roomId,
  roomNumber: rooms.roomNumber,
  startDate: roomBlocks.startDate,
  endDate: roomBlocks.endDate,
  kind: roomBlocks.kind,
  reason: roomBlocks.reason,
  createdBy: roomBlocks.createdBy,
  createdAt: roomBlocks.createdAt,
  liftedAt: roomBlocks.liftedAt,
};
/** Blocks in force that share a night with [from, to), by room number and start. */
export function listBlocksBetween(db: Executor, from: string, to: string) {
  return db
    .select(blockColumns)
    .from(roomBlocks)
    .innerJoin(rooms, eq(rooms.id, roomBlocks.roomId))
    .where(and(isNull(roomBlocks.liftedAt), lt(roomBlocks.startDate, to), gt(roomBlocks.endDate, from)))
    .orderBy(asc(rooms.roomNumber), asc(roomBlocks.startDate));
}
export type RoomBlockRow = Awaited<ReturnType<typeof listBlocksBetween>>[number];

export async function findBlock(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(blockColumns)
    .from(roomBlocks)
    .innerJoin(rooms, eq(rooms.id, roomBlocks.roomId))
    .where(eq(roomBlocks.id, id));
  const [row] = await (options.lock ? query.for('update', { of: roomBlocks }) : query);
  return row;
}

/** The database's overlap rule refuses a block over nights a stay or another block holds. */
export async function insertBlock(
  db: Executor,
  values: {
    roomId: string;
    startDate: string;
    endDate: string;
    kind: RoomBlockKind;
    reason: string;
    createdBy: string;
    now: Date;
  },
) {
  const [row] = await db
    .insert(roomBlocks)
    .values({ ...values, createdAt: values.now })
    .returning({ id: roomBlocks.id });
  return row!;
}

export async function liftBlock(db: Executor, id: string, values: { liftedBy: string; now: Date }) {
  await db.update(roomBlocks).set({ liftedAt: values.now, liftedBy: values.liftedBy }).where(eq(roomBlocks.id, id));
}

export async function findRoomForBlock(db: Executor, id: string) {
  const [row] = await db
    .select({ id: rooms.id, roomNumber: rooms.roomNumber, archivedAt: rooms.archivedAt })
    .from(rooms)
    .where(eq(rooms.id, id));
  return row;
}
