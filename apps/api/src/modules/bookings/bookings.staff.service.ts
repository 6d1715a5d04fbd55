import {
  BOOKING_MSG,
  type BookingDto,
  type BookingMove,
  canMove,
  canOverridePrice,
  MAX_NIGHTS,
  MSG,
  nightsBetween,
  type RescheduleBody,
  STAFF_BOOKING_MSG,
  type StaffBookingBody,
  type staffBookingListQuery,
  stayTooLongMessage,
  stayTotalCents,
} from '@hotel/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { hotelToday } from '../../lib/hotel-time.js';
import { toCents, toDollars } from '../../lib/money.js';
import type { SessionUser } from '../../plugins/session.js';
import { repriceNights, settleAtDesk, settleBill } from '../folio/folio.ledger.js';
import { createFrontDeskService } from '../front-desk/front-desk.service.js';
import { withMoneySettled } from '../payments/money-owed.js';
import { assertMove } from './booking-moves.js';
import { createCancelService, nightlyCentsOf } from './bookings.cancel.service.js';
import { toBookingDto } from './bookings.dto.js';
import { findBookingWithRelations, findRoomForStay, findUserSummary, lockBooking } from './bookings.repository.js';
import { createBookingService } from './bookings.service.js';
import {
  countAllBookings,
  countStaffBookings,
  listRecentBookings,
  listStaffBookings,
  updateBill,
  updateBookingStay,
} from './bookings.staff.repository.js';
import { staffTotal } from './price-override.js';
import { assertRoomTakesParty } from './room-fit.js';
import { inRoomStayTransaction } from './stay-transaction.js';
import { checkInProblem } from './stay-window.js';

type StatusMove = (actor: SessionUser, bookingId: string, tx?: Executor) => Promise<unknown>;

export function createStaffBookingService(ctx: AppContext) {
  const db = ctx.database.db;
  const bookingService = createBookingService(ctx);
  const frontDesk = createFrontDeskService(ctx);
  const cancel = createCancelService(ctx);

  /**
   * A status change through the form is the desk's own button for the status it moves into, with the same rules
   * and side effects; which moves are allowed is BOOKING_TRANSITIONS'.
   */
  const statusMoves: Record<BookingMove, StatusMove> = {
    'checked-in': (actor, bookingId, tx) => frontDesk.checkIn(actor, bookingId, tx),
    'checked-out': (actor, bookingId, tx) => frontDesk.checkOut(actor, bookingId, tx),
    cancelled: (actor, bookingId, tx) => cancel.cancelBooking(actor, bookingId, tx),
  };

  async function dto(tx: Executor, id: string): Promise<BookingDto> {
    const row = await findBookingWithRelations(tx, id);
    return toBookingDto(row!);
  }

  async function applyUpdate(actor: SessionUser, id: string, body: StaffBookingBody): Promise<BookingDto> {
    return inRoomStayTransaction(db, body.roomId, async (tx) => {
      const locked = await lockBooking(tx, id);
      if (!locked) throw new NotFoundError(STAFF_BOOKING_MSG.notFound);
      const { booking: before, billing } = locked;
      const at = ctx.now();

      const party = body.guests ?? before.guests;
      const stayChanged =
        body.guestId !== before.guestId ||
        body.roomId !== before.roomId ||
        body.checkInDate !== before.checkIn ||
        body.checkOutDate !== before.checkOut ||
        party !== before.guests;
      const statusChanged = body.status !== before.status;
      if (stayChanged && statusChanged) throw new ConflictError(STAFF_BOOKING_MSG.statusWithStay);

      let totalCents = before.totalCents;
      let repriceIn: string | null = null;
      if (stayChanged) {
        if (before.status !== 'reserved') throw new ConflictError(STAFF_BOOKING_MSG.stayLocked);
        const moved =
          body.roomId !== before.roomId || body.checkInDate !== before.checkIn || body.checkOutDate !== before.checkOut;
        if (moved && billing?.status === 'confirmed') throw new ConflictError(STAFF_BOOKING_MSG.paidStayLocked);
        const errors: Record<string, string> = {};
        if (body.guestId !== before.guestId) {
          const guest = await findUserSummary(tx, body.guestId);
          if (guest?.role !== 'guest') errors.guestId = BOOKING_MSG.guestUnknown;
        }
        const room = await findRoomForStay(tx, body.roomId);
        if (!room) errors.roomId = MSG.roomNotFound;
        const datesMoved = body.checkInDate !== before.checkIn || body.checkOutDate !== before.checkOut;
        const checkInWrong = datesMoved ? checkInProblem(ctx, body.checkInDate) : undefined;
        if (checkInWrong) errors.checkInDate = checkInWrong;
        const nights = nightsBetween(body.checkInDate, body.checkOutDate);
        if (nights > MAX_NIGHTS) errors.checkOutDate = stayTooLongMessage;
        if (Object.keys(errors).length > 0) throw new ValidationError(MSG.validation, errors);
        // The stay keeps its own room even if that room has since closed or shrunk; a new room must take it.
        if (body.roomId !== before.roomId) assertRoomTakesParty(room!, party, 'roomId');
        else if (party !== before.guests) assertRoomTakesParty(room!, party, 'guests');
        if (moved) {
          totalCents = stayTotalCents(room!.priceCents, nights);
          repriceIn = room!.roomNumber;
        }
      }
      const agreed = staffTotal(actor.role, totalCents, toCents(body.totalPrice), body.priceReason);
      if (agreed.override) {
        // A total set by hand re-prices the nights: only while nothing has been paid or stayed.
        if (!canOverridePrice({ status: before.status, billing }))
          throw new ConflictError(STAFF_BOOKING_MSG.priceLocked);
        totalCents = agreed.totalCents;
        repriceIn ??= (await findRoomForStay(tx, body.roomId))?.roomNumber ?? null;
      }

      // The guest, room and dates first: a clash with another stay is the database's 23P01 (409).
      await updateBookingStay(tx, id, {
        guestId: body.guestId,
        roomId: body.roomId,
        checkIn: body.checkInDate,
        checkOut: body.checkOutDate,
        guests: party,
        totalCents,
        additionalServices: [...body.additionalServices],
        now: at,
      });
      // A moved stay is re-priced night by night on its folio.
      if (billing && repriceIn) {
        await repriceNights(tx, { id, checkIn: body.checkInDate, checkOut: body.checkOutDate, totalCents }, repriceIn, {
          actorId: actor.id,
          now: at,
        });
        await settleBill(tx, id, at);
      }

      // Only a billing status the form actually changed is applied (a cancellation may have settled the bill).
      const billingChanged = billing && body.billingStatus !== billing.status;
      const applyBilling = async () => {
        if (!billing) return;
        if (billing.status === 'confirmed') throw new ConflictError(STAFF_BOOKING_MSG.billingConfirmedLocked);
        if (body.billingStatus === 'confirmed') {
          // Marked paid at the desk: the balance is recorded as a payment taken there, by this member of staff.
          await settleAtDesk(tx, id, actor.id, at);
        } else {
          await updateBill(tx, billing.id, { status: body.billingStatus, now: at });
        }
      };
      // Settled and checked out in one save: the bill is settled first, as check-out asks it to be.
      const settlesFirst = statusChanged && body.status === 'checked-out' && body.billingStatus === 'confirmed';
      if (billingChanged && settlesFirst) await applyBilling();

      if (statusChanged) {
        if (!canMove(before.status, body.status)) {
          throw new ConflictError(STAFF_BOOKING_MSG.badTransition(before.status, body.status));
        }
        await statusMoves[body.status](actor, id, tx);
      }

      if (billingChanged && !settlesFirst) await applyBilling();

      const after = await dto(tx, id);
      await audit(tx, {
        actorId: actor.id,
        action: 'booking.update',
        entity: 'booking',
        entityId: id,
        details: {
          before: {
            guestId: before.guestId,
            roomId: before.roomId,
            checkInDate: before.checkIn,
            checkOutDate: before.checkOut,
            status: before.status,
            billingStatus: billing?.status ?? null,
            additionalServices: before.additionalServices,
            guests: before.guests,
            totalCents: before.totalCents,
          },
          after: {
            guestId: after.guest._id,
            roomId: after.room._id,
            checkInDate: after.checkInDate,
            checkOutDate: after.checkOutDate,
            status: after.status,
            billingStatus: after.billing?.status ?? null,
            additionalServices: after.additionalServices,
            guests: after.guests,
            totalCents: toCents(after.totalPrice),
          },
          ...(agreed.override ? { priceOverride: agreed.override } : {}),
        },
      });
      await notifyChange(tx, { type: 'booking', id });
      if (billing) await notifyChange(tx, { type: 'billing', id: billing.id });
      return after;
    });
  }

  /**
   * A guest in house stays longer or leaves earlier: the departure moves (not before tomorrow), the nights are
   * re-priced at the stay's own nightly rate, and the room's nights are checked by the database's overlap rule.
   */
  async function changeDeparture(actor: SessionUser, id: string, checkOut: string): Promise<BookingDto> {
    const current = await findBookingWithRelations(db, id);
    if (!current) throw new NotFoundError(STAFF_BOOKING_MSG.notFound);
    return inRoomStayTransaction(db, current.room.id, async (tx) => {
      const locked = await lockBooking(tx, id);
      if (!locked) throw new NotFoundError(STAFF_BOOKING_MSG.notFound);
      const { booking: before, billing } = locked;
      if (before.status !== 'checked-in') throw new ConflictError(STAFF_BOOKING_MSG.stayLocked);
      const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
      if (checkOut <= today) {
        throw new ValidationError(MSG.validation, { checkOutDate: STAFF_BOOKING_MSG.departureNotPast });
      }
      const nights = nightsBetween(before.checkIn, checkOut);
      if (nights > MAX_NIGHTS) throw new ValidationError(MSG.validation, { checkOutDate: stayTooLongMessage });
      const totalCents = stayTotalCents(nightlyCentsOf(before), nights);
      const at = ctx.now();
      await updateBookingStay(tx, id, { checkOut, totalCents, now: at });
      if (billing) {
        await repriceNights(tx, { id, checkIn: before.checkIn, checkOut, totalCents }, current.room.roomNumber, {
          actorId: actor.id,
          now: at,
        });
        await settleBill(tx, id, at);
      }
      const after = await dto(tx, id);
      await audit(tx, {
        actorId: actor.id,
        action: 'booking.change-departure',
        entity: 'booking',
        entityId: id,
        details: {
          before: { checkOutDate: before.checkOut, totalCents: before.totalCents },
          after: { checkOutDate: checkOut, totalCents },
        },
      });
      await notifyChange(tx, { type: 'booking', id });
      if (billing) await notifyChange(tx, { type: 'billing', id: billing.id });
      return after;
    });
  }

  async function cancelForRemoval(actor: SessionUser, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const locked = await lockBooking(tx, id);
      if (!locked) throw new NotFoundError(STAFF_BOOKING_MSG.notFound);
      assertMove(locked.booking.status, 'cancelled', {
        'checked-in': STAFF_BOOKING_MSG.deleteInHouse,
        'checked-out': STAFF_BOOKING_MSG.deleteStayOnRecord,
        cancelled: STAFF_BOOKING_MSG.deleteCancelled,
      });
      await cancel.cancelBooking(actor, id, tx);
    });
  }

  return {
    async list(query: z.output<typeof staffBookingListQuery>) {
      const filter = { q: query.q, status: query.status, from: query.from, to: query.to };
      const [rows, total] = await Promise.all([
        listStaffBookings(db, filter, {
          sort: query.sort,
          order: query.order,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        countStaffBookings(db, filter),
      ]);
      return { bookings: rows.map(toBookingDto), total, page: query.page, limit: query.limit };
    },

    async total() {
      return { totalBookings: await countAllBookings(db) };
    },

    async recent(limit: number) {
      return { bookings: (await listRecentBookings(db, limit)).map(toBookingDto) };
    },

    /** Books for a guest at the desk: the same rules as a guest's own booking, priced by the server. */
    async create(actor: SessionUser, body: StaffBookingBody): Promise<BookingDto> {
      const created = await bookingService.create(
        actor,
        {
          guestId: body.guestId,
          roomId: body.roomId,
          checkInDate: body.checkInDate,
          checkOutDate: body.checkOutDate,
          totalPrice: body.totalPrice,
          additionalServices: body.additionalServices,
          guests: body.guests,
        },
        { status: body.status, billingStatus: body.billingStatus, staffForm: { priceReason: body.priceReason } },
      );
      return toBookingDto(created.booking);
    },

    /**
     * Edits a booking in one transaction. The guest, room and dates change only while the stay is reserved
     * (and unpaid), re-priced by the server; a status change goes through check-in, check-out or cancel.
     * It runs as a write into the form's room: the same lock, retries and 409 on an overlap as a new booking there.
     */
    async update(actor: SessionUser, id: string, body: StaffBookingBody): Promise<BookingDto> {
      if (body.status === 'cancelled') return withMoneySettled(ctx, id, () => applyUpdate(actor, id, body));
      return applyUpdate(actor, id, body);
    },

    /**
     * A reserved stay moved on the planner: another room, other nights, or both. The server prices it from the
     * room's rate, and it goes through the same checks and re-pricing as an edit of the whole booking.
     */
    async reschedule(actor: SessionUser, id: string, body: RescheduleBody): Promise<BookingDto> {
      const current = await findBookingWithRelations(db, id);
      if (!current) throw new NotFoundError(STAFF_BOOKING_MSG.notFound);
      // A guest in house stays in their room and keeps their arrival: only the departure moves.
      if (
        current.booking.status === 'checked-in' &&
        body.roomId === current.room.id &&
        body.checkInDate === current.booking.checkIn
      ) {
        return changeDeparture(actor, id, body.checkOutDate);
      }
      const room = await findRoomForStay(db, body.roomId);
      if (!room) throw new ValidationError(MSG.validation, { roomId: MSG.roomNotFound });
      const unchanged =
        body.roomId === current.room.id &&
        body.checkInDate === current.booking.checkIn &&
        body.checkOutDate === current.booking.checkOut;
      const totalCents = unchanged
        ? current.booking.totalCents
        : stayTotalCents(room.priceCents, nightsBetween(body.checkInDate, body.checkOutDate));
      return applyUpdate(actor, id, {
        guestId: current.booking.guestId,
        roomId: body.roomId,
        checkInDate: body.checkInDate,
        checkOutDate: body.checkOutDate,
        status: current.booking.status,
        billingStatus: current.billing?.status ?? 'pending',
        additionalServices: current.booking.additionalServices as StaffBookingBody['additionalServices'],
        totalPrice: toDollars(totalCents),
      });
    },

    /**
     * The spec's delete. Stays and money are never deleted: a reserved booking is cancelled (the cancellation
     * policy and its refund apply as to the Cancel button), and a stay that happened or is happening is refused.
     */
    async remove(actor: SessionUser, id: string): Promise<void> {
      await withMoneySettled(ctx, id, () => cancelForRemoval(actor, id));
    },
  };
}
