import { zodResolver } from '@hookform/resolvers/zod';
import { nightsBetween } from '@hotel/shared/booking-rules';
import { ADDITIONAL_SERVICES, MAX_NIGHTS } from '@hotel/shared/constants';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { STAFF_BOOKING_MSG, type StaffBookingInput, staffBookingBody } from '@hotel/shared/schemas/bookings-staff';
import type { Resolver } from 'react-hook-form';
import { todayIso } from '@/lib/format';
import type { RoomSearch } from './api/get-bookable-rooms';

export type BookingFormValues = StaffBookingInput;
export const BOOKING_FIELDS = staffBookingBody.keyof().options;

// The shared schema says "Invalid id" for an empty id; a person needs to be told what to choose.
const baseResolver = zodResolver(staffBookingBody) as unknown as Resolver<BookingFormValues>;
export const bookingResolver: Resolver<BookingFormValues> = async (values, context, options) => {
  const result = await baseResolver(values, context, options);
  if (!values.guestId) result.errors.guestId = { type: 'required', message: STAFF_BOOKING_MSG.guestRequired };
  if (!values.roomId) result.errors.roomId = { type: 'required', message: STAFF_BOOKING_MSG.roomRequired };
  if (!values.checkInDate) result.errors.checkInDate = { type: 'required', message: 'Choose the check-in date' };
  if (!values.checkOutDate) result.errors.checkOutDate = { type: 'required', message: 'Choose the check-out date' };
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : result;
};

export function bookingDefaults(booking: BookingDto | null): BookingFormValues {
  if (!booking) {
    return {
      checkInDate: '',
      checkOutDate: '',
      guests: 1,
      roomId: '',
      guestId: '',
      status: 'reserved',
      billingStatus: 'pending',
      additionalServices: [],
      totalPrice: 0,
      priceReason: '',
    };
  }
  return {
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    guests: booking.guests,
    roomId: booking.room._id,
    guestId: booking.guest._id,
    status: booking.status,
    billingStatus: booking.billing?.status ?? 'pending',
    additionalServices: booking.additionalServices.filter((s): s is (typeof ADDITIONAL_SERVICES)[number] =>
      (ADDITIONAL_SERVICES as readonly string[]).includes(s),
    ),
    totalPrice: booking.totalPrice,
    priceReason: '',
  };
}

/** The stay the room list can be asked about: both dates, in order, from today on, and a party. */
export function roomSearchOf(checkIn: string, checkOut: string, guests: number): RoomSearch | null {
  if (!checkIn || !checkOut || checkIn < todayIso()) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (!(nights > 0 && nights <= MAX_NIGHTS) || !Number.isInteger(guests) || guests < 1) return null;
  return { checkIn, checkOut, guests };
}
