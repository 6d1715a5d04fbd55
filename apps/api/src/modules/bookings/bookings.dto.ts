import type { BookingDto, GuestBookingDto, HousekeepingCondition, RoomStatus } from '@hotel/shared';
import { nightsBetween } from '@hotel/shared';
import { toDollars } from '../../lib/money.js';
import type { BookingWithRelations } from './bookings.repository.js';

/** Booking JSON, staff shape (API.md): money in dollars, stay dates as YYYY-MM-DD. */
export function toBookingDto(row: BookingWithRelations): BookingDto {
  const { booking, guest, room, billing } = row;
  return {
    _id: booking.id,
    reference: booking.reference,
    guest: { _id: guest.id, name: guest.name, email: guest.email ?? '' },
    room: {
      _id: room.id,
      roomNumber: room.roomNumber,
      type: room.type,
      title: room.title,
      status: room.status,
      housekeeping: room.housekeeping,
    },
    checkInDate: booking.checkIn,
    checkOutDate: booking.checkOut,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    guests: booking.guests,
    status: booking.status,
    additionalServices: booking.additionalServices,
    billing: billing
      ? {
          _id: billing.id,
          amount: toDollars(billing.amountCents),
          status: billing.status,
          balance: toDollars(billing.balanceCents),
        }
      : null,
    totalPrice: toDollars(booking.totalCents),
    createdAt: booking.createdAt.toISOString(),
    noShow: booking.noShowAt !== null,
  };
}

/**
 * The booking's room as it is tonight (a block, an inspection still to do), where an answer shows the room's state
 * now rather than the stored status.
 */
export function withRoomNow(
  dto: BookingDto,
  now: { specStatus: RoomStatus; housekeeping: HousekeepingCondition } | undefined,
): BookingDto {
  return now ? { ...dto, room: { ...dto.room, status: now.specStatus, housekeeping: now.housekeeping } } : dto;
}

/** Booking JSON, guest shape: the staff shape plus the spec's populated `roomId` and `billingId`. */
export function toGuestBookingDto(row: BookingWithRelations): GuestBookingDto {
  const dto = toBookingDto(row);
  return { ...dto, roomId: { _id: dto.room._id, title: dto.room.title }, billingId: dto.billing };
}
