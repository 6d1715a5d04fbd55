import {
  ACTIONS,
  allows,
  type BookingStatus,
  balanceDue,
  type CheckInAnswer,
  type CheckOutAnswer,
  type DeskNewGuestBody,
  FRONT_DESK_MSG,
  type MoveRoomAnswer,
  MSG,
  type ReadyRoomsAnswer,
  type TodaysGuestsAnswer,
} from '@hotel/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, ForbiddenError, NotFoundError, sqlState } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { addDays, hotelToday } from '../../lib/hotel-time.js';
import { toDollars } from '../../lib/money.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken } from '../../lib/tokens.js';
import type { SessionUser } from '../../plugins/session.js';
import { assertMove } from '../bookings/booking-moves.js';
import { toBookingDto, withRoomNow } from '../bookings/bookings.dto.js';
import { findBookingWithRelations } from '../bookings/bookings.service.js';
import { chargeNights, nightCharges, reverseNights, settleBill } from '../folio/folio.ledger.js';
import { findBookingWithBilling } from '../payments/payments.service.js';
import { createRoomConditionService, markRoomDirty, type RoomNow } from '../rooms/rooms.condition.service.js';
import { toTaskDto } from '../tasks/tasks.dto.js';
import { findTaskById } from '../tasks/tasks.housekeeping.service.js';
import { openCleaningTask } from './cleaning-task.js';
import {
  insertDeskGuest,
  listArrivalsOn,
  listDeparturesOn,
  listOverdueArrivalsBefore,
  listReadyRoomsFor,
  lockBookingWithRoom,
  lockRoom,
  searchGuests,
  setBookingRoom,
  setBookingStatus,
  setRoomStatus,
  shortenBooking,
} from './front-desk.repository.js';
import { markCheckedIn } from './front-desk.stay-changes.repository.js';

// What the desk is told when BOOKING_TRANSITIONS refuse the move, by the stay's present status.
const CHECK_IN_REFUSALS: Partial<Record<BookingStatus, string>> = {
  'checked-in': FRONT_DESK_MSG.alreadyCheckedIn,
  'checked-out': FRONT_DESK_MSG.alreadyCheckedOut,
  cancelled: FRONT_DESK_MSG.cancelledCheckIn,
};
const CHECK_OUT_REFUSALS: Partial<Record<BookingStatus, string>> = {
  reserved: FRONT_DESK_MSG.notCheckedIn,
  'checked-out': FRONT_DESK_MSG.alreadyCheckedOut,
  cancelled: FRONT_DESK_MSG.cancelledCheckOut,
};
// A guest is only given a room that is ready for them; the desk is told why one is not.
function notReadyMessage(room: string, now: RoomNow): string | null {
  switch (now.readiness) {
    case 'ready':
      return null;
    case 'occupied':
      return FRONT_DESK_MSG.roomOccupied(room);
    case 'maintenance':
      return now.blockReason ? FRONT_DESK_MSG.roomBlocked(room, now.blockReason) : FRONT_DESK_MSG.roomMaintenance(room);
    case 'dirty':
      return FRONT_DESK_MSG.roomCleaning(room);
    case 'awaiting-inspection':
      return FRONT_DESK_MSG.roomAwaitingInspection(room);
  }
}

async function loadForMove(db: Executor, bookingId: string) {
  const locked = await lockBookingWithRoom(db, bookingId);
  if (!locked) throw new NotFoundError(FRONT_DESK_MSG.bookingNotFound);
  return locked;
}

// checkIn and checkOut are methods taking the caller's optional transaction: a booking's status change joins it.
export function createFrontDeskService(ctx: AppContext) {
  const condition = createRoomConditionService(ctx);

  /**
   * Runs in the caller's transaction when given one (a status change through PUT /api/bookings/:id), else in a
   * new one.
   */
  function inTransaction<T>(tx: Executor | undefined, work: (db: Executor) => Promise<T>): Promise<T> {
    return tx ? work(tx) : ctx.database.db.transaction((t) => work(t));
  }

  /**
   * An early departure, confirmed by the desk: the stay ends today (at least one night is kept), the nights not
   * stayed are taken back from the folio night by night, and the room's later nights are free again. Committed on
   * its own, so that the balance the desk then takes is the one for the nights stayed.
   */
  async function leaveEarly(actor: SessionUser, bookingId: string) {
    await ctx.database.db.transaction(async (db) => {
      const { booking, room } = await loadForMove(db, bookingId);
      if (booking.status !== 'checked-in') return;
      const at = ctx.now();
      const today = hotelToday(ctx.config.hotelTimezone, at);
      const checkOut = today > booking.checkIn ? today : addDays(booking.checkIn, 1);
      if (checkOut >= booking.checkOut) return;
      const kept = nightCharges(booking)
        .filter((n) => n.night < checkOut)
        .reduce((sum, n) => sum + n.cents, 0);
      await shortenBooking(db, booking.id, { checkOut, totalCents: kept, now: at });
      const posting = { actorId: actor.id, now: at };
      await reverseNights(db, booking.id, 'Left early', posting);
      await chargeNights(
        db,
        { id: booking.id, checkIn: booking.checkIn, checkOut, totalCents: kept },
        room.roomNumber,
        posting,
      );
      const bill = await settleBill(db, booking.id, at);
      await audit(db, {
        actorId: actor.id,
        action: 'booking.early-departure',
        entity: 'booking',
        entityId: booking.id,
        details: { bookedCheckOut: booking.checkOut, checkOut, totalCents: kept },
      });
      await notifyChange(db, { type: 'booking', id: booking.id });
      if (bill) await notifyChange(db, { type: 'billing', id: bill.id });
    });
  }

  return {
    /**
     * reserved → checked-in on the arrival day (hotel time), room → occupied.
     * Given a transaction, call it while the booking still has its stored status.
     */
    async checkIn(actor: SessionUser, bookingId: string, tx?: Executor): Promise<CheckInAnswer> {
      return inTransaction(tx, async (db) => {
        const { booking, room } = await loadForMove(db, bookingId);
        assertMove(booking.status, 'checked-in', CHECK_IN_REFUSALS);
        const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
        if (booking.checkIn !== today) throw new ConflictError(FRONT_DESK_MSG.notArrivalDay(booking.checkIn, today));
        const roomNow = (await condition.roomStatesNow(db, [room.id])).get(room.id);
        const notReady = roomNow && notReadyMessage(room.roomNumber, roomNow);
        if (notReady) throw new ConflictError(notReady);

        // What was still owed on arrival is kept with the check-in: it is settled at departure.
        const bill = await findBookingWithBilling(db, booking.id);
        const owedCents = bill ? balanceDue({ balance: bill.billing.balanceCents }) : 0;
        const at = ctx.now();
        await markCheckedIn(db, booking.id, at);
        await setRoomStatus(db, room.id, 'occupied', at);
        await audit(db, {
          actorId: actor.id,
          action: 'booking.check-in',
          entity: 'booking',
          entityId: booking.id,
          details: {
            before: { status: booking.status, roomStatus: room.status },
            after: { status: 'checked-in', roomStatus: 'occupied' },
            roomId: room.id,
            balanceCents: owedCents,
          },
        });
        await notifyChange(db, { type: 'booking', id: booking.id });
        await notifyChange(db, { type: 'room', id: room.id });
        const row = await findBookingWithRelations(db, booking.id);
        return { booking: toBookingDto(row!) };
      });
    },

    /**
     * checked-in → checked-out, room → cleaning, and a cleaning task for the least busy housekeeper, due today.
     * Given a transaction, call it while the booking still has its stored status.
     */
    async checkOut(
      actor: SessionUser,
      bookingId: string,
      tx?: Executor,
      options: { overrideReason?: string | undefined; earlyDeparture?: boolean | undefined } = {},
    ): Promise<CheckOutAnswer> {
      // A guest who leaves before the booked check-out pays for the nights stayed; the others go back on sale.
      if (options.earlyDeparture && !tx) await leaveEarly(actor, bookingId);
      return inTransaction(tx, async (db) => {
        const { booking, room } = await loadForMove(db, bookingId);
        assertMove(booking.status, 'checked-out', CHECK_OUT_REFUSALS);
        const today0 = hotelToday(ctx.config.hotelTimezone, ctx.now());
        if (booking.checkOut > today0 && booking.checkOut > addDays(booking.checkIn, 1)) {
          throw new ConflictError(FRONT_DESK_MSG.leavesEarly(booking.checkOut));
        }
        // A guest does not leave owing money, unless a manager decides so, for a reason on record.
        const bill = await findBookingWithBilling(db, booking.id, { lock: true });
        const owedCents = bill ? balanceDue({ balance: bill.billing.balanceCents }) : 0;
        if (owedCents > 0) {
          if (!options.overrideReason)
            throw new ConflictError(FRONT_DESK_MSG.balanceDue(toDollars(owedCents).toFixed(2)));
          if (!allows(ACTIONS.checkOutWithBalance, actor.role)) {
            throw new ForbiddenError(FRONT_DESK_MSG.overrideManagersOnly);
          }
        }

        const at = ctx.now();
        const today = hotelToday(ctx.config.hotelTimezone, at);
        await setBookingStatus(db, booking.id, 'checked-out', at);
        // A room taken out of service during the stay stays under maintenance; it still needs cleaning.
        const roomStatus = await markRoomDirty(db, room.id, at);
        const { task, assignedTo } = await openCleaningTask(db, {
          room,
          bookingId: booking.id,
          today,
          at,
          description: `Departure clean after check-out on ${today}.`,
        });
        await audit(db, {
          actorId: actor.id,
          action: 'booking.check-out',
          entity: 'booking',
          entityId: booking.id,
          details: {
            before: { status: booking.status, roomStatus: room.status },
            after: { status: 'checked-out', roomStatus, housekeeping: 'dirty' },
            roomId: room.id,
            taskId: task.id,
            assignedTo,
            ...(owedCents > 0 ? { override: { balanceCents: owedCents, reason: options.overrideReason } } : {}),
          },
        });
        await notifyChange(db, { type: 'booking', id: booking.id });
        await notifyChange(db, { type: 'room', id: room.id });
        await notifyChange(db, { type: 'task', id: task.id });
        const [row, taskRow] = [await findBookingWithRelations(db, booking.id), await findTaskById(db, task.id)];
        return { booking: toBookingDto(row!), task: toTaskDto(taskRow!) };
      });
    },

    /** Today's arrivals and departures, by the calendar in the hotel's time zone. */
    async todaysGuests(): Promise<TodaysGuestsAnswer> {
      const db = ctx.database.db;
      const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
      const arrivalRows = await listArrivalsOn(db, today);
      const departureRows = await listDeparturesOn(db, today);
      const overdueRows = await listOverdueArrivalsBefore(db, today);
      // The cards show each room as it is tonight: a block or a pending inspection, not only the stored status.
      const states = await condition.roomStatesNow(
        db,
        [...arrivalRows, ...departureRows, ...overdueRows].map((r) => r.room.id),
      );
      const toCard = (row: (typeof arrivalRows)[number]) => withRoomNow(toBookingDto(row), states.get(row.room.id));
      const arrivals = arrivalRows.map(toCard);
      const departures = departureRows.map(toCard);
      const overdue = overdueRows.map(toCard);
      return {
        date: today,
        counts: { checkedIn: arrivals.length, checkedOut: departures.length },
        checkedInGuests: arrivals,
        checkedOutGuests: departures,
        overdueArrivals: overdue,
      };
    },

    /** The booking form's guest picker. */
    async findGuests(query: { q?: string | undefined; limit: number }) {
      const rows = await searchGuests(ctx.database.db, query.q, query.limit);
      return { guests: rows.map(toDeskGuest) };
    },

    /**
     * A guest booked in person or by phone: a name, and an e-mail or phone if they give one. They have no password;
     * registering later with the same e-mail claims the account and its stays. An e-mail already on an account is
     * refused, so the desk picks that guest instead.
     */
    async createDeskGuest(actor: SessionUser, body: DeskNewGuestBody) {
      const passwordHash = await hashPassword(randomToken());
      return ctx.database.db.transaction(async (db) => {
        let row: Awaited<ReturnType<typeof insertDeskGuest>>;
        try {
          row = await insertDeskGuest(db, {
            name: body.name,
            email: body.email ?? null,
            phone: body.phone || null,
            passwordHash,
            now: ctx.now(),
          });
        } catch (err) {
          if (sqlState(err) === '23505') throw new ConflictError(MSG.emailTaken, { email: FRONT_DESK_MSG.guestExists });
          throw err;
        }
        // No personal data in the audit: the guest's record holds it, and an erasure must be able to remove it.
        await audit(db, {
          actorId: actor.id,
          action: 'guest.create-at-desk',
          entity: 'user',
          entityId: row.id,
          details: {},
        });
        return { message: FRONT_DESK_MSG.guestCreated, guest: toDeskGuest(row) };
      });
    },

    /** Where an arrival can go when its room is not ready: ready rooms of its type, free for all its nights. */
    async readyRooms(bookingId: string): Promise<ReadyRoomsAnswer> {
      const db = ctx.database.db;
      const row = await findBookingWithRelations(db, bookingId);
      if (!row) throw new NotFoundError(FRONT_DESK_MSG.bookingNotFound);
      const candidates = await listReadyRoomsFor(db, {
        bookingId,
        roomId: row.room.id,
        type: row.room.type,
        guests: row.booking.guests,
        checkIn: row.booking.checkIn,
        checkOut: row.booking.checkOut,
      });
      // Free for the nights is the database's answer; ready tonight is the same rule as the check-in's.
      const states = await condition.roomStatesNow(
        db,
        candidates.map((r) => r.id),
      );
      const found = candidates.filter((r) => states.get(r.id)?.readiness === 'ready');
      return {
        rooms: found.map((r) => ({
          _id: r.id,
          roomNumber: r.roomNumber,
          title: r.title,
          type: r.type,
          status: states.get(r.id)!.specStatus,
          housekeeping: states.get(r.id)!.housekeeping,
        })),
      };
    },

    /**
     * Moves a stay that has not begun to another room of its type for the same nights. The guest keeps the
     * price they booked (the move is the hotel's doing), so the folio does not change; the audit keeps both rooms.
     * Two desks moving stays at once meet the database's rule against double booking.
     */
    async moveRoom(actor: SessionUser, bookingId: string, roomId: string): Promise<MoveRoomAnswer> {
      return ctx.database.db.transaction(async (db) => {
        const { booking, room } = await loadForMove(db, bookingId);
        if (booking.status !== 'reserved') throw new ConflictError(FRONT_DESK_MSG.moveOnlyArrivals);
        if (roomId === room.id) throw new ConflictError(FRONT_DESK_MSG.moveSameRoom);
        const target = await lockRoom(db, roomId);
        if (!target || target.archivedAt) throw new NotFoundError(FRONT_DESK_MSG.moveRoomNotFound);
        if (target.type !== room.type) throw new ConflictError(FRONT_DESK_MSG.moveOtherType);
        if (target.capacity < booking.guests) {
          throw new ConflictError(FRONT_DESK_MSG.moveTooSmall(target.roomNumber, booking.guests));
        }
        const at = ctx.now();
        try {
          await setBookingRoom(db, booking.id, target.id, at);
        } catch (err) {
          if (sqlState(err) === '23P01') throw new ConflictError(FRONT_DESK_MSG.moveTaken(target.roomNumber));
          throw err;
        }
        await audit(db, {
          actorId: actor.id,
          action: 'booking.move-room',
          entity: 'booking',
          entityId: booking.id,
          details: {
            before: { roomId: room.id, roomNumber: room.roomNumber },
            after: { roomId: target.id, roomNumber: target.roomNumber },
          },
        });
        await notifyChange(db, { type: 'booking', id: booking.id });
        await notifyChange(db, { type: 'room', id: room.id });
        await notifyChange(db, { type: 'room', id: target.id });
        const row = await findBookingWithRelations(db, booking.id);
        return { message: FRONT_DESK_MSG.moved(target.roomNumber), booking: toBookingDto(row!) };
      });
    },
  };
}

const toDeskGuest = (g: { id: string; name: string; email: string | null; phone: string | null }) => ({
  _id: g.id,
  name: g.name,
  email: g.email ?? '',
  phone: g.phone ?? '',
});
