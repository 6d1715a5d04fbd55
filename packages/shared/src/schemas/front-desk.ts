import { z } from 'zod';
import { ROOM_STATUSES, ROOM_TYPES } from '../constants.js';
import { bookingDto } from './bookings.js';
import { searchTerm } from './lists.js';
import { taskDto } from './tasks.js';

export const checkInAnswer = z.object({ booking: bookingDto });
export type CheckInAnswer = z.infer<typeof checkInAnswer>;
export const checkOutAnswer = z.object({ booking: bookingDto, task: taskDto });
export type CheckOutAnswer = z.infer<typeof checkOutAnswer>;

/** Today's arrivals and departures in the hotel's time zone (spec §3 "Receptionist stats"). */
export const todaysGuestsAnswer = z.object({
  date: z.string(),
  counts: z.object({ checkedIn: z.number().int(), checkedOut: z.number().int() }),
  checkedInGuests: z.array(bookingDto),
  checkedOutGuests: z.array(bookingDto),
});
export type TodaysGuestsAnswer = z.infer<typeof todaysGuestsAnswer>;

/** One room on the desk's status board: its real status, what housekeeping is doing there, who comes next. */
export const roomBoardItem = z.object({
  _id: z.string(),
  roomNumber: z.string(),
  title: z.string(),
  type: z.enum(ROOM_TYPES),
  status: z.enum(ROOM_STATUSES),
  description: z.string(),
  openTask: taskDto.nullable(),
  openTaskCount: z.number().int(),
  /** The earliest reserved stay that begins today or later. */
  nextArrival: z.object({ checkInDate: z.string(), checkOutDate: z.string() }).nullable(),
  /** The stay in progress, when a guest is checked in. */
  currentStay: z.object({ checkInDate: z.string(), checkOutDate: z.string() }).nullable(),
});
export type RoomBoardItem = z.infer<typeof roomBoardItem>;
export const roomBoardAnswer = z.object({ date: z.string(), rooms: z.array(roomBoardItem) });
export type RoomBoardAnswer = z.infer<typeof roomBoardAnswer>;

/** The desk's guest picker: active guest accounts whose name or e-mail contains the search. */
export const deskGuestsQuery = z.strictObject({
  q: searchTerm,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type DeskGuestsQuery = z.input<typeof deskGuestsQuery>;
export const deskGuest = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type DeskGuest = z.infer<typeof deskGuest>;
export const deskGuestsAnswer = z.object({ guests: z.array(deskGuest) });
export type DeskGuestsAnswer = z.infer<typeof deskGuestsAnswer>;

/** What the desk and housekeeping are told when a move is refused or done. */
export const FRONT_DESK_MSG = {
  bookingNotFound: 'Booking not found',
  checkedIn: 'Guest checked in',
  checkedOut: 'Guest checked out',
  alreadyCheckedIn: 'This guest is already checked in.',
  alreadyCheckedOut: 'This stay has already been checked out.',
  cancelledCheckIn: 'A cancelled booking cannot be checked in.',
  cancelledCheckOut: 'A cancelled booking cannot be checked out.',
  notCheckedIn: 'This guest has not checked in yet, so they cannot be checked out.',
  notArrivalDay: (checkIn: string, today: string) =>
    `This stay begins on ${checkIn}; guests can only be checked in on their arrival day (today is ${today}).`,
  roomOccupied: (room: string) => `Room ${room} is still occupied. Check out the current guest first.`,
  roomCleaning: (room: string) => `Room ${room} is being cleaned. Check in once housekeeping has finished.`,
  roomMaintenance: (room: string) => `Room ${room} is under maintenance. Move the booking to another room first.`,
} as const;
