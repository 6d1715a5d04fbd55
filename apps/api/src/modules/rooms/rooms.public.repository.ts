import type { RoomSort, RoomType } from '@hotel/shared';
import { ROOM_SHOWN_FIELDS } from '@hotel/shared';
import { and, asc, desc, eq, getTableColumns, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roomImages, rooms } from '../../db/schema.js';
import { pick } from '../../lib/pick.js';
import type { RoomDtoSource } from './rooms.dto.js';
import { reviewStats, statsFields } from './rooms.repository.js';

/** The rooms a search shows before its dates are applied (held-nights.ts applies those, in memory). */
export interface PublicRoomShape {
  type?: RoomType | undefined;
  sort?: RoomSort | undefined;
  guests?: number | undefined;
}

export interface PublicRoomFilter extends PublicRoomShape {
  stay?: { checkIn: string; checkOut: string } | undefined;
}

/** A room as a visitor reads it: with its rating, review count and image file names in display order. */
export interface PublicRoomRow extends RoomDtoSource {
  images: string[];
}

/**
 * The visitor's room reads as prepared statements: the SQL of each shape of search is built once per
 * database (building it per request cost a tenth of the CPU under load), PostgreSQL plans it once per
 * connection, and the image names come in the same round trip as the rooms.
 */
export function createPublicRoomQueries(db: Db) {
  const imageNames = sql<string[]>`coalesce(
    (select json_agg(${roomImages.fileName} order by ${roomImages.position}, ${roomImages.createdAt})
      from ${roomImages} where ${roomImages.roomId} = ${rooms.id}),
    '[]'::json)`;
  // Only what the Room JSON shows: every other column would be read, parsed and dropped on each request.
  const select = () => {
    const stats = reviewStats(db);
    const query = db
      .select({
        id: rooms.id,
        ...pick(getTableColumns(rooms), ROOM_SHOWN_FIELDS),
        priceCents: rooms.priceCents,
        originalPriceCents: rooms.originalPriceCents,
        ...statsFields(stats),
        features: rooms.features,
        images: imageNames,
      })
      .from(rooms)
      .leftJoin(stats, eq(stats.roomId, rooms.id));
    return { stats, query };
  };

  /** Rooms a visitor may book: not under maintenance, of the type, sleeping the guests. */
  function prepareList(shape: { type: boolean; guests: boolean; sort: RoomSort | undefined }) {
    const { stats, query } = select();
    const conditions: SQL[] = [ne(rooms.status, 'maintenance'), isNull(rooms.archivedAt)];
    if (shape.type) conditions.push(eq(rooms.type, sql.placeholder('type')));
    if (shape.guests) conditions.push(sql`${rooms.capacity} >= ${sql.placeholder('guests')}`);
    const rating = sql`coalesce(${stats.rating}, 0)`;
    const count = sql`coalesce(${stats.reviewCount}, 0)`;
    const order: SQL[] =
      shape.sort === 'price-asc'
        ? [asc(rooms.priceCents)]
        : shape.sort === 'price-desc'
          ? [desc(rooms.priceCents)]
          : shape.sort === 'rating'
            ? [desc(rating), desc(count)]
            : [];
    const name = `public_rooms_${Number(shape.type)}${Number(shape.guests)}_${shape.sort ?? 'number'}`;
    return query
      .where(and(...conditions))
      .orderBy(...order, asc(rooms.roomNumber))
      .prepare(name.replace('-', '_'));
  }
  const lists = new Map<string, ReturnType<typeof prepareList>>();

  const byIdQuery = select()
    .query.where(and(eq(rooms.id, sql.placeholder('id')), isNull(rooms.archivedAt)))
    .limit(1)
    .prepare('public_room_by_id');

  return {
    async list(filter: PublicRoomShape): Promise<PublicRoomRow[]> {
      const shape = { type: !!filter.type, guests: !!filter.guests, sort: filter.sort };
      const key = JSON.stringify(shape);
      let prepared = lists.get(key);
      if (!prepared) {
        prepared = prepareList(shape);
        lists.set(key, prepared);
      }
      const rows = await prepared.execute({
        type: filter.type,
        guests: filter.guests,
      });
      return rows;
    },

    async byId(id: string): Promise<PublicRoomRow | null> {
      const [row] = await byIdQuery.execute({ id });
      return row ?? null;
    },
  };
}
export type PublicRoomQueries = ReturnType<typeof createPublicRoomQueries>;
