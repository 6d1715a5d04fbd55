import { createHmac, randomUUID } from 'node:crypto';
import {
  type BillingStatus,
  BOOKING_MSG,
  type BookingStatus,
  bookedMessage,
  formatDollars,
  MAX_NIGHTS,
  MSG,
  nightsBetween,
  priceChangedMessage,
  type Role,
  STAFF_BOOKING_MSG,
  stayTooLongMessage,
  stayTotalCents,
} from '@hotel/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, sqlState, ValidationError } from '../../lib/errors.js';
import { changeNotices } from '../../lib/events.js';
import { hotelToday } from '../../lib/hotel-time.js';
import { toCents } from '../../lib/money.js';
import { nightChargeLines, settleAtDesk } from '../folio/folio.ledger.js';
import { stayMailForNewStay, stayMailRow } from '../mail/stay-mail.js';
import {
  type BookingWithRelations,
  findBookingWithRelations,
  insertGuestStayIfAsPriced,
  insertStay,
  lockRoomThenReadNewStay,
  type RoomRecord,
} from './bookings.repository.js';
import { type PriceOverride, staffTotal } from './price-override.js';
import { assertRoomTakesParty, roomTakesParty } from './room-fit.js';
import { inRoomStayTransaction, StayOverlapError, stayWrite } from './stay-transaction.js';
import { checkInProblem } from './stay-window.js';

export interface BookingActor {
  id: string;
  role: Role;
}

export interface CreateBookingInput {
  roomId: string;
  /** Required when staff book; a guest may leave it out or give their own id. */
  guestId?: string | undefined;
  checkInDate: string;
  checkOutDate: string;
  /** The total the client showed, in dollars; when given it must equal the server's price. */
  totalPrice?: number | undefined;
  additionalServices?: readonly string[] | undefined;
  guests?: number | undefined;
}

export interface CreateBookingOptions {
  /** Staff only: the booking's status; a new booking can only be `reserved` (the default). */
  status?: BookingStatus;
  /** Staff only: the bill's status (default `pending`). */
  billingStatus?: BillingStatus;
  /** A client key: repeating the same request with it returns the first booking instead of a second one. */
  idempotencyKey?: string | undefined;
  /**
   * The staff form: a total other than the server's price is taken with this reason from a role allowed to set
   * it, instead of being refused as stale (staffTotal).
   */
  staffForm?: { priceReason: string | undefined };
}

export interface CreatedBooking {
  booking: BookingWithRelations;
  nights: number;
  message: string;
  /** True when the answer repeats an earlier request made with the same idempotency key. */
  replayed: boolean;
}

const sameServices = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/**
 * What both ways of booking write for a new stay: the booking (its reference left to the caller), its bill, its
 * nights on the folio, and the change's notices.
 */
function newStayRows(stay: {
  id: string;
  checkIn: string;
  checkOut: string;
  totalCents: number;
  guestId: string;
  room: { id: string; roomNumber: string };
  guests: number;
  status: BookingStatus;
  billStatus: Exclude<BillingStatus, 'confirmed'>;
  additionalServices: readonly string[] | undefined;
  actorId: string;
  at: Date;
}) {
  const { id, checkIn, checkOut, totalCents, at } = stay;
  const nights = { id, checkIn, checkOut, totalCents };
  return {
    booking: {
      ...nights,
      guestId: stay.guestId,
      roomId: stay.room.id,
      guests: stay.guests,
      status: stay.status,
      additionalServices: [...(stay.additionalServices ?? [])],
      createdBy: stay.actorId,
      createdAt: at,
      updatedAt: at,
    },
    bill: {
      bookingId: id,
      amountCents: totalCents,
      balanceCents: totalCents,
      status: stay.billStatus,
      createdAt: at,
      updatedAt: at,
    },
    nights: nightChargeLines(nights, stay.room.roomNumber, { actorId: stay.actorId, now: at }),
    notices: changeNotices({ type: 'booking', id, holdsOnly: true }, { type: 'billing', id, holdsOnly: true }),
  };
}

export function createBookingService(ctx: AppContext) {
  const db = ctx.database.db;
  /**
   * The rooms this service has read while booking them, by id: a guest's next booking of one is priced and checked
   * on it and written in one statement, which books it only if the room is still so (bookAsPriced). Never trusted
   * beyond that, so nothing needs to tell it of a change; only rooms that exist are kept, so it holds at most the
   * hotel's rooms.
   */
  const roomsRead = new Map<string, RoomRecord>();

  /**
   * The booking id a key stands for: the same actor and key always name the same row, so a repeat
   * (even one racing the first) meets the primary key instead of making a second booking.
   * Keyed with the server secret, so ids stay unguessable; marked as a version 8 (custom) UUID.
   */
  function idFromKey(actorId: string, key: string): string {
    const bytes = createHmac('sha256', ctx.secret).update(`booking:${actorId}:${key}`).digest().subarray(0, 16);
    bytes[6] = (bytes[6]! & 0x0f) | 0x80;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  function replay(existing: BookingWithRelations, guestId: string, input: CreateBookingInput): CreatedBooking {
    const b = existing.booking;
    const same =
      b.guestId === guestId &&
      b.roomId === input.roomId &&
      b.checkIn === input.checkInDate &&
      b.checkOut === input.checkOutDate &&
      b.guests === (input.guests ?? 1) &&
      sameServices(b.additionalServices, input.additionalServices ?? []);
    if (!same) throw new AppError(422, BOOKING_MSG.idempotencyMismatch);
    const nights = nightsBetween(b.checkIn, b.checkOut);
    return { booking: existing, nights, message: bookedMessage(nights), replayed: true };
  }

  function resolveGuest(actor: BookingActor, input: CreateBookingInput, options: CreateBookingOptions): string {
    if (actor.role === 'guest') {
      if (options.status !== undefined || options.billingStatus !== undefined) throw new ForbiddenError();
      if (input.guestId !== undefined && input.guestId !== actor.id)
        throw new ForbiddenError(BOOKING_MSG.ownBookingsOnly);
      return actor.id;
    }
    if (!input.guestId) throw new ValidationError(MSG.validation, { guestId: BOOKING_MSG.guestRequired });
    if (options.status !== undefined && options.status !== 'reserved') {
      throw new ValidationError(MSG.validation, { status: STAFF_BOOKING_MSG.newMustBeReserved });
    }
    return input.guestId;
  }

  function checkDates(input: CreateBookingInput): number {
    const errors: Record<string, string> = {};
    const nights = nightsBetween(input.checkInDate, input.checkOutDate);
    const checkInWrong = checkInProblem(ctx, input.checkInDate);
    if (checkInWrong) errors.checkInDate = checkInWrong;
    if (nights <= 0) errors.checkOutDate = MSG.checkoutAfterCheckin;
    else if (nights > MAX_NIGHTS) errors.checkOutDate = stayTooLongMessage;
    if (Object.keys(errors).length > 0) throw new ValidationError(MSG.validation, errors);
    return nights;
  }

  /**
   * A guest's own booking of a room this service has read before, in one statement and one round trip
   * (insertGuestStayIfAsPriced): priced and checked on the room as it was read, and written only if the room is still
   * so once its lock is granted, the guest still a guest and under the cap on unpaid reservations. Null when the
   * room is not known, when the stay would be refused on it, or when nothing was written: the longer way then reads
   * everything afresh, books the stay or says why not.
   */
  async function bookAsPriced(
    actor: BookingActor,
    roomId: string,
    input: CreateBookingInput,
    stay: { nights: number; guests: number; id: string },
  ): Promise<BookingWithRelations | null> {
    const room = roomsRead.get(roomId);
    if (!room || !roomTakesParty(room, stay.guests)) return null;
    const totalCents = stayTotalCents(room.priceCents, stay.nights);
    if (input.totalPrice !== undefined && toCents(input.totalPrice) !== totalCents) return null;
    const at = ctx.now();
    const written = await stayWrite(() =>
      insertGuestStayIfAsPriced(db, {
        ...newStayRows({
          id: stay.id,
          checkIn: input.checkInDate,
          checkOut: input.checkOutDate,
          totalCents,
          guestId: actor.id,
          room,
          guests: stay.guests,
          status: 'reserved',
          billStatus: 'pending',
          additionalServices: input.additionalServices,
          actorId: actor.id,
          at,
        }),
        mail: stayMailForNewStay(ctx, { kind: 'booking_confirmation' }),
        room,
        guestId: actor.id,
        maxUnpaid: ctx.config.booking.maxUnpaid,
        since: hotelToday(ctx.config.hotelTimezone, at),
      }),
    );
    if (!written) roomsRead.delete(roomId);
    return written;
  }

  return {
    /**
     * Books a room: the server prices the stay (nights × the room's rate), and the booking and its bill
     * are written in one transaction (a guest's booking of a room read before: in one statement, bookAsPriced).
     * The database's exclusion constraint, not a prior check, decides who gets a night two requests both want:
     * the loser's insert fails with 23P01 (409).
     */
    async create(
      actor: BookingActor,
      input: CreateBookingInput,
      options: CreateBookingOptions = {},
    ): Promise<CreatedBooking> {
      const guestId = resolveGuest(actor, input, options);
      const keyedId = options.idempotencyKey ? idFromKey(actor.id, options.idempotencyKey) : undefined;
      if (keyedId) {
        const existing = await findBookingWithRelations(db, keyedId);
        if (existing) return replay(existing, guestId, input);
      }
      const nights = checkDates(input);
      const guests = input.guests ?? 1;
      const isStaff = actor.role !== 'guest';
      const { roomId } = input;
      const id = keyedId ?? randomUUID();

      let created: BookingWithRelations;
      try {
        const asPriced = isStaff ? null : await bookAsPriced(actor, roomId, input, { nights, guests, id });
        created =
          asPriced ??
          (await inRoomStayTransaction(
            db,
            roomId,
            async (tx, found) => {
              if (!found) throw new NotFoundError(MSG.roomNotFound);
              const { room, guest, reference } = found;
              roomsRead.set(roomId, room);
              assertRoomTakesParty(room, guests, 'guests');
              const serverCents = stayTotalCents(room.priceCents, nights);
              let totalCents = serverCents;
              let priceOverride: PriceOverride | undefined;
              if (input.totalPrice !== undefined && toCents(input.totalPrice) !== serverCents) {
                if (!options.staffForm) throw new ConflictError(priceChangedMessage(formatDollars(serverCents)));
                const agreed = staffTotal(
                  actor.role,
                  serverCents,
                  toCents(input.totalPrice),
                  options.staffForm.priceReason,
                );
                totalCents = agreed.totalCents;
                priceOverride = agreed.override;
              }
              if (guest?.role !== 'guest') {
                throw new ValidationError(MSG.validation, { guestId: BOOKING_MSG.guestUnknown });
              }

              const at = ctx.now();
              const billingStatus = (isStaff && options.billingStatus) || 'pending';
              const rows = newStayRows({
                id,
                checkIn: input.checkInDate,
                checkOut: input.checkOutDate,
                totalCents,
                guestId,
                room,
                guests,
                status: (isStaff && options.status) || 'reserved',
                billStatus: billingStatus === 'confirmed' ? 'pending' : billingStatus,
                additionalServices: input.additionalServices,
                actorId: actor.id,
                at,
              });
              const written = await insertStay(tx, {
                ...rows,
                booking: { ...rows.booking, reference },
                mail: stayMailRow(ctx, { id, reference, guestEmail: guest.email }, { kind: 'booking_confirmation' }),
                // A guest's own booking: their unpaid upcoming reservations, counted under their lock.
                ...(isStaff ? {} : { unpaidOf: { guestId, since: hotelToday(ctx.config.hotelTimezone, ctx.now()) } }),
              });
              // Thrown after the write, which it rolls back: the count comes with the write, in its round trip.
              const { maxUnpaid } = ctx.config.booking;
              if (!isStaff && written.unpaid >= maxUnpaid)
                throw new ConflictError(BOOKING_MSG.tooManyUnpaid(maxUnpaid));
              let billing = written.billing;
              // The desk booking a stay already paid there records the payment it took.
              if (billingStatus === 'confirmed') {
                await settleAtDesk(tx, id, actor.id, at);
                billing = (await findBookingWithRelations(tx, id))?.billing ?? billing;
              }
              if (isStaff) {
                await audit(tx, {
                  actorId: actor.id,
                  action: 'booking.create',
                  entity: 'booking',
                  entityId: id,
                  details: {
                    roomId: room.id,
                    guestId,
                    checkIn: input.checkInDate,
                    checkOut: input.checkOutDate,
                    ...(priceOverride ? { priceOverride } : {}),
                  },
                });
              }
              return {
                booking: written.booking,
                guest: { id: guest.id, name: guest.name, email: guest.email },
                room: {
                  id: room.id,
                  roomNumber: room.roomNumber,
                  type: room.type,
                  title: room.title,
                  status: room.status,
                  housekeeping: room.housekeeping,
                },
                billing,
              };
            },
            { lockingRead: (tx: Tx) => lockRoomThenReadNewStay(tx, roomId, guestId, !isStaff) },
          ));
      } catch (err) {
        // The same key, raced or retried: the row that won is the answer to both requests.
        if (keyedId && (err instanceof StayOverlapError || sqlState(err) === '23505')) {
          const existing = await findBookingWithRelations(db, keyedId);
          if (existing) return replay(existing, guestId, input);
        }
        throw err;
      }
      return { booking: created, nights, message: bookedMessage(nights), replayed: false };
    },
  };
}

// Read by other modules inside their own transactions: a booking as Booking JSON shows it.
export { type BookingWithRelations, findBookingWithRelations } from './bookings.repository.js';
