import {
  CHECK_IN_UNDO_SECONDS,
  FRONT_DESK_MSG,
  type RoomChangeAnswer,
  type RoomChangeBody,
  type UndoCheckInAnswer,
} from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError, sqlState } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { hotelToday } from '../../lib/hotel-time.js';
import type { SessionUser } from '../../plugins/session.js';
import { toBookingDto } from '../bookings/bookings.dto.js';
import { findBookingWithRelations } from '../bookings/bookings.service.js';
import { roomReadiness } from '../rooms/room-condition.js';
import { markRoomDirty } from '../rooms/rooms.condition.service.js';
import { openCleaningTask } from './cleaning-task.js';
import { lockBookingWithRoom, setRoomStatus } from './front-desk.repository.js';
import {
  changeStayRoom,
  hasMoneySince,
  lockRoomForGuest,
  revertCheckIn,
} from './front-desk.stay-changes.repository.js';

const NOT_READY: Record<'occupied' | 'maintenance' | 'dirty' | 'awaiting-inspection', (room: string) => string> = {
  occupied: FRONT_DESK_MSG.roomOccupied,
  maintenance: FRONT_DESK_MSG.roomMaintenance,
  dirty: FRONT_DESK_MSG.roomCleaning,
  'awaiting-inspection': FRONT_DESK_MSG.roomAwaitingInspection,
};

export function createStayChangesService(ctx: AppContext) {
  return {
    /**
     * A guest in house moves to another room from tonight: a fault in theirs, a complaint, an upgrade. The new room
     * must be ready now and free from tonight to the departure (the database's rule for a room's nights checks the
     * latter, so two desks cannot put two guests in it); the guest keeps the price they booked; the room they leave
     * is dirty and gets a cleaning task, as at a check-out. The nights already spent stay with the old room in the
     * audit.
     */
    async changeRoom(actor: SessionUser, bookingId: string, body: RoomChangeBody): Promise<RoomChangeAnswer> {
      return ctx.database.db.transaction(async (db) => {
        const locked = await lockBookingWithRoom(db, bookingId);
        if (!locked) throw new NotFoundError(FRONT_DESK_MSG.bookingNotFound);
        const { booking, room } = locked;
        if (booking.status !== 'checked-in') throw new ConflictError(FRONT_DESK_MSG.roomChangeOnlyInHouse);
        if (body.roomId === room.id) throw new ConflictError(FRONT_DESK_MSG.moveSameRoom);
        const at = ctx.now();
        const today = hotelToday(ctx.config.hotelTimezone, at);
        if (booking.checkOut <= today) throw new ConflictError(FRONT_DESK_MSG.roomChangeLastDay);
        const target = await lockRoomForGuest(db, body.roomId, today);
        if (!target || target.archivedAt) throw new NotFoundError(FRONT_DESK_MSG.moveRoomNotFound);
        if (target.capacity < booking.guests) {
          throw new ConflictError(FRONT_DESK_MSG.moveTooSmall(target.roomNumber, booking.guests));
        }
        const readiness = roomReadiness(
          {
            housekeeping: target.housekeeping,
            status: target.status,
            inHouse: Boolean(target.inHouse),
            blockedTonight: Boolean(target.blockedTonight),
          },
          ctx.config.housekeeping,
        );
        if (readiness !== 'ready') throw new ConflictError(NOT_READY[readiness](target.roomNumber));

        const since = today > booking.checkIn ? today : booking.checkIn;
        try {
          await changeStayRoom(db, booking.id, target.id, since, at);
        } catch (err) {
          if (sqlState(err) === '23P01') throw new ConflictError(FRONT_DESK_MSG.roomChangeTaken(target.roomNumber));
          throw err;
        }
        await setRoomStatus(db, target.id, 'occupied', at);
        await markRoomDirty(db, room.id, at);
        const { task } = await openCleaningTask(db, {
          room,
          bookingId: booking.id,
          today,
          at,
          description: `Clean after the guest moved to room ${target.roomNumber} on ${today}.`,
        });
        await audit(db, {
          actorId: actor.id,
          action: 'booking.room-change',
          entity: 'booking',
          entityId: booking.id,
          details: {
            before: { roomId: room.id, roomNumber: room.roomNumber },
            after: { roomId: target.id, roomNumber: target.roomNumber },
            since,
            taskId: task.id,
            ...(body.reason ? { reason: body.reason } : {}),
          },
        });
        await notifyChange(db, { type: 'booking', id: booking.id });
        await notifyChange(db, { type: 'room', id: room.id });
        await notifyChange(db, { type: 'room', id: target.id });
        await notifyChange(db, { type: 'task', id: task.id });
        const row = await findBookingWithRelations(db, booking.id);
        return { message: FRONT_DESK_MSG.roomChanged(target.roomNumber), booking: toBookingDto(row!) };
      });
    },

    /**
     * Takes back a check-in made a moment ago (the wrong guest or card clicked on a busy morning): the stay is
     * reserved again and the room as it was before, ready. Refused once the short window is over, or when money moved
     * on the stay since, so that nothing recorded is unwound.
     */
    async undoCheckIn(actor: SessionUser, bookingId: string): Promise<UndoCheckInAnswer> {
      return ctx.database.db.transaction(async (db) => {
        const locked = await lockBookingWithRoom(db, bookingId);
        if (!locked) throw new NotFoundError(FRONT_DESK_MSG.bookingNotFound);
        const { booking, room } = locked;
        if (booking.status !== 'checked-in' || !booking.checkedInAt) {
          throw new ConflictError(FRONT_DESK_MSG.undoNotCheckedIn);
        }
        const at = ctx.now();
        if (at.getTime() - booking.checkedInAt.getTime() > CHECK_IN_UNDO_SECONDS * 1000) {
          throw new ConflictError(FRONT_DESK_MSG.undoTooLate);
        }
        if (booking.roomSince || (await hasMoneySince(db, booking.id, booking.checkedInAt))) {
          throw new ConflictError(FRONT_DESK_MSG.undoAfterChanges);
        }
        await revertCheckIn(db, booking.id, at);
        await setRoomStatus(db, room.id, 'available', at);
        await audit(db, {
          actorId: actor.id,
          action: 'booking.check-in-undone',
          entity: 'booking',
          entityId: booking.id,
          details: { roomId: room.id, checkedInAt: booking.checkedInAt.toISOString() },
        });
        await notifyChange(db, { type: 'booking', id: booking.id });
        await notifyChange(db, { type: 'room', id: room.id });
        const row = await findBookingWithRelations(db, booking.id);
        return { message: FRONT_DESK_MSG.checkInUndone(row!.guest.name), booking: toBookingDto(row!) };
      });
    },
  };
}
