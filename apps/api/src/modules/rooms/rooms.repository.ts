import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reviews, roomHolds, roomImages, roomImageVariants, rooms } from '../../db/schema.js';

export type RoomRecord = typeof rooms.$inferSelect;
/** A room with the average rating and the count of its reviews. */
export interface RoomRow extends RoomRecord {
  rating: number;
  reviewCount: number;
}

/** Average rating and count of reviews per room, to join to the rooms. */
export const reviewStats = (db: Executor) =>
  db
    .select({
      roomId: reviews.roomId,
      rating: sql<number>`avg(${reviews.rating})::float8`.as('rating'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(reviews)
    .groupBy(reviews.roomId)
    .as('review_stats');

/** A room's rating and review count from the joined statistics (0 and 0 for a room nobody reviewed). */
export const statsFields = (stats: ReturnType<typeof reviewStats>) => ({
  rating: sql<number>`coalesce(${stats.rating}, 0)`.mapWith(Number),
  reviewCount: sql<number>`coalesce(${stats.reviewCount}, 0)`.mapWith(Number),
});

const toRow = (r: { room: RoomRecord; rating: number; reviewCount: number }): RoomRow => ({
  ...r.room,
  rating: r.rating,
  reviewCount: r.reviewCount,
});

/**
 * Every hold (stay or block) that ends after `day`, open-ended ones included, as [start, end) dates ordered by
 * room and first night: what a date search checks a room against (held-nights.ts).
 */
export function listHoldsEndingAfter(db: Executor, day: string) {
  return db
    .select({
      roomId: roomHolds.roomId,
      start: sql<string>`coalesce(to_char(lower(${roomHolds.during}), 'YYYY-MM-DD'), '0001-01-01')`,
      end: sql<string>`coalesce(to_char(upper(${roomHolds.during}), 'YYYY-MM-DD'), '9999-12-31')`,
    })
    .from(roomHolds)
    .where(sql`upper_inf(${roomHolds.during}) or upper(${roomHolds.during}) > ${day}::date`)
    .orderBy(roomHolds.roomId, sql`lower(${roomHolds.during})`);
}

/** One room with its review statistics, whatever its status (the staff panels answer with it after a save). */
export async function findRoomById(db: Executor, id: string): Promise<RoomRow | null> {
  const stats = reviewStats(db);
  const [row] = await db
    .select({ room: rooms, ...statsFields(stats) })
    .from(rooms)
    .leftJoin(stats, eq(stats.roomId, rooms.id))
    .where(eq(rooms.id, id))
    .limit(1);
  return row ? toRow(row) : null;
}

/** Every room's id, archived ones too. */
export async function listRoomIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: rooms.id }).from(rooms);
  return rows.map((row) => row.id);
}

/** The room itself, without review statistics (for rules that only need price, capacity and status). */
export async function findRoomRecord(db: Executor, id: string): Promise<RoomRecord | null> {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  return row ?? null;
}

/** Image file names of each room, in display order. */
export async function listImageNames(db: Executor, roomIds: readonly string[]): Promise<Map<string, string[]>> {
  const byRoom = new Map<string, string[]>(roomIds.map((id) => [id, []]));
  if (roomIds.length === 0) return byRoom;
  const rows = await db
    .select({ roomId: roomImages.roomId, fileName: roomImages.fileName })
    .from(roomImages)
    .where(inArray(roomImages.roomId, [...roomIds]))
    .orderBy(asc(roomImages.roomId), asc(roomImages.position), asc(roomImages.createdAt));
  for (const r of rows) byRoom.get(r.roomId)?.push(r.fileName);
  return byRoom;
}

/** The nights the room is held in [from, to) (stays and out-of-order blocks), in date order. */
export async function listBookedRanges(
  db: Executor,
  roomId: string,
  from: string,
  to: string,
): Promise<{ checkIn: string; checkOut: string }[]> {
  return db
    .select({
      checkIn: sql<string>`lower(${roomHolds.during})::text`,
      checkOut: sql<string>`upper(${roomHolds.during})::text`,
    })
    .from(roomHolds)
    .where(and(eq(roomHolds.roomId, roomId), sql`${roomHolds.during} && daterange(${from}::date, ${to}::date, '[)')`))
    .orderBy(sql`lower(${roomHolds.during})`);
}

/** The bytes of a stored image: the full one, or a narrower rendition when `width` is given. */
export async function findImageBytes(db: Executor, fileName: string, width?: number): Promise<Buffer | null> {
  const [image] = await db
    .select({ id: roomImages.id, width: roomImages.width })
    .from(roomImages)
    .where(eq(roomImages.fileName, fileName))
    .limit(1);
  if (!image) return null;
  const full = async () => {
    const [row] = await db.select({ data: roomImages.data }).from(roomImages).where(eq(roomImages.id, image.id));
    return row?.data ?? null;
  };
  if (width === undefined) return full();
  const [variant] = await db
    .select({ data: roomImageVariants.data })
    .from(roomImageVariants)
    .where(and(eq(roomImageVariants.imageId, image.id), eq(roomImageVariants.width, width)))
    .limit(1);
  if (variant) return variant.data;
  // Renditions exist only below the image's own width: a narrower image stands in for the wider rendition.
  return image.width <= width ? full() : null;
}
