import {
  MAX_ROOM_IMAGES,
  MSG,
  ROOM_ADMIN_MSG,
  ROOM_EDITED_FIELDS,
  type RoomFields,
  type roomAdminListQuery,
  type StaffRoomDto,
  splitFeatures,
} from '@hotel/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError, sqlConstraint, sqlState, ValidationError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { hotelToday } from '../../lib/hotel-time.js';
import { toCents } from '../../lib/money.js';
import { pick } from '../../lib/pick.js';
import type { SessionUser } from '../../plugins/session.js';
import { conditionForStatus } from './room-condition.js';
import type { EncodedRoomImage } from './room-images.js';
import { prepareRoomImage } from './room-uploads.js';
import {
  archiveRoom,
  countRoomsForStaff,
  countRoomsWithStatus,
  countStays,
  countUpcomingStays,
  deleteImages,
  deleteRoom,
  insertImage,
  insertRoom,
  listImagesOfRoom,
  listRoomsForStaff,
  lockRoom,
  type RoomValues,
  setImagePosition,
  updateRoom,
} from './rooms.admin.repository.js';
import { createRoomConditionService } from './rooms.condition.service.js';
import { toStaffRoomDto } from './rooms.dto.js';
import { findRoomById, listImageNames } from './rooms.repository.js';

function toValues(fields: RoomFields): RoomValues {
  return {
    ...pick(fields, ROOM_EDITED_FIELDS),
    priceCents: toCents(fields.price),
    originalPriceCents: fields.originalPrice === undefined ? null : toCents(fields.originalPrice),
    features: splitFeatures(fields.features),
  };
}

const auditView = (v: RoomValues, images: readonly string[]) => ({ ...v, images: [...images] });

function tooMany(): ValidationError {
  return new ValidationError(MSG.maxImages, { images: MSG.maxImages });
}

async function withUniqueNumber<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === '23505' && sqlConstraint(err)?.includes('room_number')) {
      throw new ConflictError(ROOM_ADMIN_MSG.numberTaken, { roomNumber: ROOM_ADMIN_MSG.numberTaken });
    }
    throw err;
  }
}

export function createRoomAdminService(ctx: AppContext) {
  const db = ctx.database.db;
  const condition = createRoomConditionService(ctx);

  /** Check and re-encode every upload before the transaction opens: slow work never holds locks. */
  async function encodeAll(files: readonly Buffer[]): Promise<EncodedRoomImage[]> {
    const encoded: EncodedRoomImage[] = [];
    for (const file of files) encoded.push(await prepareRoomImage(file));
    return encoded;
  }

  async function storeImages(tx: Executor, roomId: string, images: readonly EncodedRoomImage[], firstPosition: number) {
    const names: string[] = [];
    for (const [i, image] of images.entries()) {
      // The server names every file; whatever the upload was called is never used.
      const fileName = `${crypto.randomUUID()}.webp`;
      await insertImage(tx, { roomId, fileName, position: firstPosition + i, ...image, now: ctx.now() });
      names.push(fileName);
    }
    return names;
  }

  async function answer(tx: Executor, id: string): Promise<StaffRoomDto> {
    const row = await findRoomById(tx, id);
    const images = await listImageNames(tx, [id]);
    const states = await condition.roomStatesNow(tx, [id]);
    return toStaffRoomDto(row!, images.get(id) ?? [], states.get(id));
  }

  return {
    async list(query: z.output<typeof roomAdminListQuery>) {
      const filter = { q: query.q, type: query.type, status: query.status };
      const [rows, total] = await Promise.all([
        listRoomsForStaff(db, filter, {
          sort: query.sort,
          order: query.order,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        countRoomsForStaff(db, filter),
      ]);
      const ids = rows.map((r) => r.id);
      const images = await listImageNames(db, ids);
      const states = await condition.roomStatesNow(db, ids);
      return {
        rooms: rows.map((r) => toStaffRoomDto(r, images.get(r.id) ?? [], states.get(r.id))),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async availableCount(): Promise<{ totalRooms: number }> {
      return { totalRooms: await countRoomsWithStatus(db, 'available') };
    },

    async create(actor: SessionUser, fields: RoomFields, files: readonly Buffer[]): Promise<StaffRoomDto> {
      if (files.length > MAX_ROOM_IMAGES) throw tooMany();
      const encoded = await encodeAll(files);
      const values = toValues(fields);
      const housekeeping = conditionForStatus(fields.status, null, condition.housekeepingRules());
      return withUniqueNumber(() =>
        db.transaction(async (tx) => {
          const room = await insertRoom(tx, { ...values, housekeeping, now: ctx.now() });
          const names = await storeImages(tx, room.id, encoded, 0);
          await audit(tx, {
            actorId: actor.id,
            action: 'room.create',
            entity: 'room',
            entityId: room.id,
            details: { after: auditView(values, names) },
          });
          await notifyChange(tx, { type: 'room', id: room.id });
          return answer(tx, room.id);
        }),
      );
    },

    /**
     * Saves the room's fields and images. `keepImages` (when given) lists the stored images to keep, in
     * display order; the others are removed, and new uploads follow the kept ones. Without it every
     * stored image stays.
     */
    async update(actor: SessionUser, id: string, fields: RoomFields, files: readonly Buffer[]): Promise<StaffRoomDto> {
      if ((fields.keepImages?.length ?? 0) + files.length > MAX_ROOM_IMAGES) throw tooMany();
      const encoded = await encodeAll(files);
      const values = toValues(fields);
      return withUniqueNumber(() =>
        db.transaction(async (tx) => {
          const before = await lockRoom(tx, id);
          if (!before) throw new NotFoundError(ROOM_ADMIN_MSG.notFound);
          const stored = await listImagesOfRoom(tx, id);
          const keep = fields.keepImages ?? stored.map((s) => s.fileName);
          const byName = new Map(stored.map((s) => [s.fileName, s]));
          if (keep.some((name) => !byName.has(name)) || new Set(keep).size !== keep.length) {
            throw new ValidationError(MSG.validation, { keepImages: ROOM_ADMIN_MSG.unknownImage });
          }
          if (keep.length + encoded.length > MAX_ROOM_IMAGES) throw tooMany();

          // The form's status is the spec's: 'cleaning' makes the room dirty, 'available' makes it ready.
          const housekeeping = conditionForStatus(
            fields.status,
            { status: before.status, housekeeping: before.housekeeping },
            condition.housekeepingRules(),
          );
          await updateRoom(tx, id, { ...values, housekeeping, now: ctx.now() });
          await deleteImages(
            tx,
            stored.filter((s) => !keep.includes(s.fileName)).map((s) => s.id),
          );
          for (const [position, name] of keep.entries()) await setImagePosition(tx, byName.get(name)!.id, position);
          const added = await storeImages(tx, id, encoded, keep.length);

          const { createdAt: _c, updatedAt: _u, id: _id, capacity: _cap, housekeeping: _h, ...previous } = before;
          await audit(tx, {
            actorId: actor.id,
            action: 'room.update',
            entity: 'room',
            entityId: id,
            details: {
              before: auditView(
                previous,
                stored.map((s) => s.fileName),
              ),
              after: auditView(values, [...keep, ...added]),
              housekeeping: { before: before.housekeeping, after: housekeeping },
            },
          });
          await notifyChange(tx, { type: 'room', id });
          return answer(tx, id);
        }),
      );
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockRoom(tx, id);
        if (!before) throw new NotFoundError(ROOM_ADMIN_MSG.notFound);
        const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
        if ((await countUpcomingStays(tx, id, today)) > 0) throw new ConflictError(ROOM_ADMIN_MSG.upcomingStays);
        // A room with stays on record is archived, never deleted: its past stays and their bills stay whole.
        const archived = (await countStays(tx, id)) > 0;
        if (archived) await archiveRoom(tx, id, ctx.now());
        else await deleteRoom(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: archived ? 'room.archive' : 'room.delete',
          entity: 'room',
          entityId: id,
          details: {
            before: { roomNumber: before.roomNumber, title: before.title, type: before.type, status: before.status },
          },
        });
        await notifyChange(tx, { type: 'room', id });
      });
    },
  };
}

// Read by other modules inside their own transactions.
export { findRoomByNumber } from './rooms.admin.repository.js';
