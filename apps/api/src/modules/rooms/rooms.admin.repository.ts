import type { HousekeepingCondition, ROOM_EDITED_FIELDS, RoomStatus, RoomType } from '@hotel/shared';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { bookings, roomImages, roomImageVariants, rooms } from '../../db/schema.js';
import type { RoomRow } from './rooms.repository.js';

/** Room queries of the staff panels (the public ones are in rooms.repository.ts). An archived room is in none. */

const inService = isNull(rooms.archivedAt);

export async function findRoomByNumber(db: Executor, roomNumber: string) {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.roomNumber, roomNumber), inService))
    .limit(1);
  return row;
}

const sortColumns = {
  roomNumber: rooms.roomNumber,
  title: rooms.title,
  type: rooms.type,
  price: rooms.priceCents,
  status: rooms.status,
} as const;
export type RoomAdminSort = keyof typeof sortColumns;

export interface RoomAdminFilter {
  q?: string | undefined;
  type?: RoomType | undefined;
  status?: RoomStatus | undefined;
}

function whereOf(filter: RoomAdminFilter): SQL | undefined {
  return and(
    inService,
    filter.type ? eq(rooms.type, filter.type) : undefined,
    filter.status ? eq(rooms.status, filter.status) : undefined,
    filter.q
      ? or(ilike(rooms.roomNumber, likePattern(filter.q)), ilike(rooms.title, likePattern(filter.q)))
      : undefined,
  );
}

// Written out in full: Drizzle drops table names from columns in a one-table select, which would bind them to the subquery.
const rating = sql<number>`coalesce((select avg(rv.rating)::float8 from reviews rv where rv.room_id = "rooms"."id"), 0)`;
const reviewCount = sql<number>`(select count(*)::int from reviews rv where rv.room_id = "rooms"."id")`;

export async function listRoomsForStaff(
  db: Executor,
  filter: RoomAdminFilter,
  options: { sort: RoomAdminSort; order: 'asc' | 'desc'; offset: number; limit: number },
): Promise<RoomRow[]> {
  const direction = options.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ room: rooms, rating: rating.mapWith(Number), reviewCount: reviewCount.mapWith(Number) })
    .from(rooms)
    .where(whereOf(filter))
    .orderBy(direction(sortColumns[options.sort]), asc(rooms.roomNumber))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((r) => ({ ...r.room, rating: r.rating, reviewCount: r.reviewCount }));
}

export async function countRoomsForStaff(db: Executor, filter: RoomAdminFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rooms).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function countRoomsWithStatus(db: Executor, status: RoomStatus): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rooms)
    .where(and(eq(rooms.status, status), inService));
  return row?.n ?? 0;
}

export async function lockRoom(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), inService))
    .for('update')
    .limit(1);
  return row;
}

export type RoomValues = Pick<
  typeof rooms.$inferInsert,
  'priceCents' | 'originalPriceCents' | 'features' | (typeof ROOM_EDITED_FIELDS)[number]
>;

type WithCondition = RoomValues & { housekeeping?: HousekeepingCondition; now: Date };

export async function insertRoom(db: Executor, values: WithCondition) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(rooms)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateRoom(db: Executor, id: string, values: WithCondition) {
  const { now, ...rest } = values;
  const [row] = await db
    .update(rooms)
    .set({ ...rest, updatedAt: now })
    .where(eq(rooms.id, id))
    .returning();
  return row!;
}

export async function deleteRoom(db: Executor, id: string): Promise<void> {
  await db.delete(rooms).where(eq(rooms.id, id));
}

/** Takes a room with history out of the hotel: off sale (under maintenance) and out of every list, its stays kept. */
export async function archiveRoom(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(rooms).set({ archivedAt: now, status: 'maintenance', updatedAt: now }).where(eq(rooms.id, id));
}

export async function countStays(db: Executor, roomId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.roomId, roomId));
  return row?.n ?? 0;
}

/** Guests in the room now, and reservations that have not ended by `today` (a past no-show does not count). */
export async function countUpcomingStays(db: Executor, roomId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.roomId, roomId),
        or(eq(bookings.status, 'checked-in'), and(eq(bookings.status, 'reserved'), gt(bookings.checkOut, today))),
      ),
    );
  return row?.n ?? 0;
}

export async function listImagesOfRoom(db: Executor, roomId: string) {
  return db
    .select({ id: roomImages.id, fileName: roomImages.fileName, position: roomImages.position })
    .from(roomImages)
    .where(eq(roomImages.roomId, roomId))
    .orderBy(asc(roomImages.position), asc(roomImages.createdAt));
}

export async function deleteImages(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(roomImages).where(inArray(roomImages.id, [...ids]));
}

export async function setImagePosition(db: Executor, id: string, position: number): Promise<void> {
  await db.update(roomImages).set({ position }).where(eq(roomImages.id, id));
}

export async function insertImage(
  db: Executor,
  values: {
    roomId: string;
    fileName: string;
    position: number;
    width: number;
    height: number;
    data: Buffer;
    variants: { width: number; data: Buffer }[];
    now: Date;
  },
): Promise<void> {
  const [image] = await db
    .insert(roomImages)
    .values({
      roomId: values.roomId,
      fileName: values.fileName,
      position: values.position,
      contentType: 'image/webp',
      width: values.width,
      height: values.height,
      data: values.data,
      createdAt: values.now,
    })
    .returning({ id: roomImages.id });
  if (values.variants.length > 0) {
    await db
      .insert(roomImageVariants)
      .values(values.variants.map((v) => ({ imageId: image!.id, width: v.width, data: v.data })));
  }
}
