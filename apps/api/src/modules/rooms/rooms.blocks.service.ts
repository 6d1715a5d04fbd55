import { ROOM_BLOCK_MSG, type RoomBlockBody, type RoomBlockDto, roomBlockBody } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError, sqlState, ValidationError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { hotelToday } from '../../lib/hotel-time.js';
import type { SessionUser } from '../../plugins/session.js';
import {
  findBlock,
  findRoomForBlock,
  insertBlock,
  liftBlock,
  listBlocksBetween,
  type RoomBlockRow,
} from './rooms.blocks.repository.js';

const toDto = (row: RoomBlockRow): RoomBlockDto => ({
  _id: row.id,
  room: { _id: row.roomId, roomNumber: row.roomNumber },
  startDate: row.startDate,
  endDate: row.endDate,
  kind: row.kind,
  reason: row.reason,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Rooms taken off sale for some nights (out of order, out of service). The nights go into the same rule that
 * forbids double booking, so neither the public search nor any booking can take them, and a block over a
 * stay is refused: the stay is moved first.
 */
export function createRoomBlocksService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async list(query: { from: string; to: string }) {
      return { blocks: (await listBlocksBetween(db, query.from, query.to)).map(toDto) };
    },

    async create(actor: SessionUser, input: RoomBlockBody) {
      const body = roomBlockBody.parse(input);
      const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
      if (body.startDate < today) throw new ValidationError('Check the dates', { startDate: ROOM_BLOCK_MSG.pastStart });
      return db.transaction(async (tx) => {
        const room = await findRoomForBlock(tx, body.roomId);
        if (!room || room.archivedAt) throw new NotFoundError(ROOM_BLOCK_MSG.roomNotFound);
        let id: string;
        try {
          ({ id } = await insertBlock(tx, { ...body, createdBy: actor.id, now: ctx.now() }));
        } catch (err) {
          if (sqlState(err) === '23P01') throw new ConflictError(ROOM_BLOCK_MSG.stays(room.roomNumber));
          throw err;
        }
        await audit(tx, {
          actorId: actor.id,
          action: 'room.block',
          entity: 'room',
          entityId: room.id,
          details: {
            blockId: id,
            startDate: body.startDate,
            endDate: body.endDate,
            kind: body.kind,
            reason: body.reason,
          },
        });
        await notifyChange(tx, { type: 'room', id: room.id });
        const row = (await findBlock(tx, id))!;
        return { message: ROOM_BLOCK_MSG.created(room.roomNumber), block: toDto(row) };
      });
    },

    /** Back on sale from now: the block stays on record with who lifted it. */
    async lift(actor: SessionUser, id: string) {
      return db.transaction(async (tx) => {
        const row = await findBlock(tx, id, { lock: true });
        if (!row) throw new NotFoundError(ROOM_BLOCK_MSG.notFound);
        if (row.liftedAt) throw new ConflictError(ROOM_BLOCK_MSG.alreadyLifted);
        await liftBlock(tx, id, { liftedBy: actor.id, now: ctx.now() });
        await audit(tx, {
          actorId: actor.id,
          action: 'room.unblock',
          entity: 'room',
          entityId: row.roomId,
          details: { blockId: id },
        });
        await notifyChange(tx, { type: 'room', id: row.roomId });
        return { message: ROOM_BLOCK_MSG.lifted(row.roomNumber), block: toDto(row) };
      });
    },
  };
}

// Read by other modules inside their own transactions.
export { listBlocksBetween } from './rooms.blocks.repository.js';
