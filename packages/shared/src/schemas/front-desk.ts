import { z } from 'zod';
import { HOUSEKEEPING_CONDITIONS, ROOM_READINESS, ROOM_STATUSES, ROOM_TYPES } from '../constants.js';
import { bookingDto } from './bookings.js';
import { emailSchema, idSchema, nameSchema, phoneSchema } from './common.js';
import { searchTerm } from './lists.js';
import { taskDto } from './tasks.js';

export const checkInAnswer = z.object({ booking: bookingDto });
export type CheckInAnswer = z.infer<typeof checkInAnswer>;
export const checkOutAnswer = z.object({ booking: bookingDto, task: taskDto });

/** A check-out with money still owed is refused unless a manager or admin overrides it, with a reason. */
export const checkOutBody = z
  .strictObject({
    overrideReason: z
      .string()
      .trim()
      .min(3, 'Give the reason for checking the guest out with a balance')
      .max(500, 'The reason is too long'),
    /** The guest leaves before the booked check-out: the stay ends today and the nights not stayed are taken back. */
    earlyDeparture: z.boolean({ message: 'Say true or false' }),
  })
  .partial()
  .nullish();
export type CheckOutBody = z.input<typeof checkOutBody>;

/** POST /api/bookings/:id/payments: money taken at the desk, for the whole balance. */
export const deskPaymentBody = z.strictObject({
  method: z.enum(['cash'], { message: 'Only cash is recorded at the desk; cards go through the payment form' }),
  amount: z
    .number({ message: 'Enter the amount received' })
    .positive('The amount must be above zero')
    .max(10_000_000, 'The amount is too large')
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'Use at most two decimals'),
});
export type DeskPaymentBody = z.input<typeof deskPaymentBody>;
export const deskPaymentAnswer = z.object({ message: z.string(), booking: bookingDto });
export type DeskPaymentAnswer = z.infer<typeof deskPaymentAnswer>;
export type CheckOutAnswer = z.infer<typeof checkOutAnswer>;

/** Today's arrivals and departures in the hotel's time zone (spec §3 "Receptionist stats"). */
export const todaysGuestsAnswer = z.object({
  date: z.string(),
  counts: z.object({ checkedIn: z.number().int(), checkedOut: z.number().int() }),
  checkedInGuests: z.array(bookingDto),
  checkedOutGuests: z.array(bookingDto),
  /** Reservations whose arrival day is over and who never came: the desk marks them as no-shows. */
  overdueArrivals: z.array(bookingDto),
});
export type TodaysGuestsAnswer = z.infer<typeof todaysGuestsAnswer>;

/** One room on the desk's status board: its real status, what housekeeping is doing there, who comes next. */
export const roomBoardItem = z.object({
  _id: z.string(),
  roomNumber: z.string(),
  title: z.string(),
  type: z.enum(ROOM_TYPES),
  /** The spec's status, derived from the stays, the blocks and the housekeeping condition. */
  status: z.enum(ROOM_STATUSES),
  housekeeping: z.enum(HOUSEKEEPING_CONDITIONS),
  readiness: z.enum(ROOM_READINESS),
  description: z.string(),
  openTask: taskDto.nullable(),
  openTaskCount: z.number().int(),
  /** The earliest reserved stay that begins today or later. */
  nextArrival: z.object({ checkInDate: z.string(), checkOutDate: z.string() }).nullable(),
  /** The stay in progress, when a guest is checked in. */
  currentStay: z.object({ checkInDate: z.string(), checkOutDate: z.string() }).nullable(),
  /** A block that holds tonight (out of order or out of service): the room is under maintenance until it ends. */
  offSale: z
    .object({ kind: z.enum(['out-of-order', 'out-of-service']), reason: z.string(), until: z.string() })
    .nullable(),
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
/** `email` and `phone` are empty when the guest gave none. */
export const deskGuest = z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() });
export type DeskGuest = z.infer<typeof deskGuest>;
export const deskGuestsAnswer = z.object({ guests: z.array(deskGuest) });
export type DeskGuestsAnswer = z.infer<typeof deskGuestsAnswer>;

/**
 * POST /api/front-desk/guests: a guest the desk books in person or by phone. Only the name is needed; without
 * a password, they claim the account later by registering with the same e-mail.
 */
export const deskNewGuestBody = z.strictObject({
  name: nameSchema,
  // An empty field of the form means "none".
  email: z.union([z.literal('').transform(() => undefined), emailSchema]).optional(),
  phone: phoneSchema.optional(),
});
export type DeskNewGuestBody = z.input<typeof deskNewGuestBody>;
export const deskNewGuestAnswer = z.object({ message: z.string(), guest: deskGuest });
export type DeskNewGuestAnswer = z.infer<typeof deskNewGuestAnswer>;

/** GET /api/bookings/:id/ready-rooms: rooms of the stay's type, ready now and free for all its nights. */
export const readyRoom = z.object({
  _id: z.string(),
  roomNumber: z.string(),
  title: z.string(),
  type: z.enum(ROOM_TYPES),
  status: z.enum(ROOM_STATUSES),
  housekeeping: z.enum(HOUSEKEEPING_CONDITIONS),
});
export type ReadyRoom = z.infer<typeof readyRoom>;
export const readyRoomsAnswer = z.object({ rooms: z.array(readyRoom) });
export type ReadyRoomsAnswer = z.infer<typeof readyRoomsAnswer>;

/** POST /api/bookings/:id/move: an arriving stay moves to another room of its type, at the same price. */
export const moveRoomBody = z.strictObject({ roomId: idSchema });
export type MoveRoomBody = z.infer<typeof moveRoomBody>;
export const moveRoomAnswer = z.object({ message: z.string(), booking: bookingDto });
export type MoveRoomAnswer = z.infer<typeof moveRoomAnswer>;

/**
 * POST /api/bookings/:id/room-change: a guest in house moves to another room from tonight (a fault, a
 * complaint, an upgrade). They keep the price they booked; the room they leave goes to housekeeping.
 */
export const roomChangeBody = z.strictObject({
  roomId: idSchema,
  reason: z.string().trim().max(200, 'Keep the reason under 200 characters').optional(),
});
export type RoomChangeBody = z.input<typeof roomChangeBody>;
export const roomChangeAnswer = z.object({ message: z.string(), booking: bookingDto });
export type RoomChangeAnswer = z.infer<typeof roomChangeAnswer>;

/** How long after a check-in the desk may still undo it (a wrong guest or room clicked on a busy morning). */
export const CHECK_IN_UNDO_SECONDS = 120;
/** POST /api/bookings/:id/undo-check-in: checked-in → reserved again, within CHECK_IN_UNDO_SECONDS. */
export const undoCheckInAnswer = z.object({ message: z.string(), booking: bookingDto });
export type UndoCheckInAnswer = z.infer<typeof undoCheckInAnswer>;

/** POST /api/bookings/:id/no-show: the guest never came. */
export const noShowAnswer = z.object({ message: z.string(), booking: bookingDto });
export const NO_SHOW_MSG = {
  marked: 'Marked as a no-show: the nights are free again',
  notFound: 'Booking not found',
  notReserved: 'Only a reservation the guest has not arrived for can be a no-show.',
  notYet: (checkIn: string) =>
    `The guest can still arrive: a no-show is marked once the arrival day (${checkIn}) is over.`,
} as const;

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
  balanceDue: (amount: string) =>
    `The guest still owes $${amount}: take the payment before check-out (or a manager can check them out with a reason)`,
  overrideManagersOnly: 'Only a manager or an admin can check a guest out with a balance',
  paymentRecorded: 'Payment recorded',
  nothingOwed: 'Nothing is owed on this booking',
  paymentNotBalance: (amount: string) => `The balance is $${amount}: record the whole of it`,
  notArrivalDay: (checkIn: string, today: string) =>
    `This stay begins on ${checkIn}; guests can only be checked in on their arrival day (today is ${today}).`,
  roomOccupied: (room: string) => `Room ${room} is still occupied. Check out the current guest first.`,
  roomCleaning: (room: string) => `Room ${room} is being cleaned. Check in once housekeeping has finished.`,
  roomMaintenance: (room: string) => `Room ${room} is under maintenance. Move the booking to another room first.`,
  roomAwaitingInspection: (room: string) =>
    `Room ${room} is cleaned but not yet inspected. Check in once it has been inspected, or move the booking to a ready room.`,
  roomBlocked: (room: string, reason: string) =>
    `Room ${room} is off sale tonight (${reason}). Move the booking to another room first.`,
  guestCreated: 'Guest added',
  leavesEarly: (checkOut: string) =>
    `This guest is booked until ${checkOut}: confirm an early departure to end the stay today.`,
  guestExists: 'A guest with this e-mail already exists: find them by name or e-mail instead',
  moved: (room: string) => `The stay is moved to room ${room}`,
  moveOnlyArrivals: 'Only a stay that has not begun can be moved to another room here.',
  moveSameRoom: 'The stay is already in this room.',
  moveRoomNotFound: 'Room not found',
  moveOtherType: 'Choose a room of the same type: the guest keeps the price they booked.',
  moveTooSmall: (room: string, guests: number) => `Room ${room} does not sleep ${guests}.`,
  moveTaken: (room: string) => `Room ${room} is taken on some of those nights.`,
  roomChanged: (room: string) => `The guest is moved to room ${room} from tonight`,
  roomChangeOnlyInHouse: 'Only a guest in house changes rooms here; a reservation is moved instead.',
  roomChangeTaken: (room: string) => `Room ${room} is taken on some of the nights left.`,
  roomChangeLastDay: 'The guest leaves today: check them out instead of changing rooms.',
  checkInUndone: (name: string) => `${name}'s check-in is undone: the stay is reserved again`,
  undoNotCheckedIn: 'This guest is not checked in, so there is no check-in to undo.',
  undoTooLate: `A check-in can be undone only in the first ${CHECK_IN_UNDO_SECONDS / 60} minutes. Check the guest out or ask a manager instead.`,
  undoAfterChanges: 'Something was charged or changed on this stay since the check-in, so it cannot be undone.',
} as const;
