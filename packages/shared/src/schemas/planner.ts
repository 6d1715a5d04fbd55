import { z } from 'zod';
import { nightsBetween } from '../booking-rules.js';
import { BOOKING_STATUSES, MAX_NIGHTS, ROOM_STATUSES, ROOM_TYPES } from '../constants.js';
import { MSG } from '../messages.js';
import { dateSchema, idSchema } from './common.js';
import { ROOM_BLOCK_KINDS } from './room-blocks.js';
import { stayTooLongMessage } from './rooms.js';
import { taskDto } from './tasks.js';

/** How many nights the planner shows at most in one answer (two weeks by default). */
export const PLANNER_MAX_DAYS = 62;

/** GET /api/front-desk/planner: every room, and the stays and blocks of [from, from + days). */
export const plannerQuery = z.strictObject({
  /** The first night shown; the hotel's today when not given. */
  from: dateSchema.optional(),
  days: z.coerce.number().int().min(1).max(PLANNER_MAX_DAYS).default(14),
});
export type PlannerQuery = z.input<typeof plannerQuery>;

/** An open housekeeping or maintenance task of a room, as the planner lists it beside the room. */
export const plannerTask = taskDto.pick({
  _id: true,
  type: true,
  status: true,
  priority: true,
  dueDate: true,
  description: true,
  assignedTo: true,
});
export const plannerRoom = z.object({
  _id: z.string(),
  roomNumber: z.string(),
  title: z.string(),
  type: z.enum(ROOM_TYPES),
  status: z.enum(ROOM_STATUSES),
  capacity: z.number().int(),
  price: z.number(),
  openTasks: z.number().int(),
  /** The room's open tasks, most urgent first. */
  tasks: z.array(plannerTask),
});
export const plannerStay = z.object({
  _id: z.string(),
  reference: z.string(),
  guestName: z.string(),
  roomId: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  /** The first night in `roomId` of a guest in house who changed rooms (the earlier ones were elsewhere). */
  roomSince: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  guests: z.number().int(),
  /** What is still owed on the stay's folio, in dollars. */
  balance: z.number(),
});
export const plannerBlock = z.object({
  _id: z.string(),
  roomId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  kind: z.enum(ROOM_BLOCK_KINDS),
  reason: z.string(),
});
export const plannerAnswer = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  rooms: z.array(plannerRoom),
  stays: z.array(plannerStay),
  blocks: z.array(plannerBlock),
});
export type PlannerTask = z.infer<typeof plannerTask>;
export type PlannerRoom = z.infer<typeof plannerRoom>;
export type PlannerStay = z.infer<typeof plannerStay>;
export type PlannerBlock = z.infer<typeof plannerBlock>;
export type PlannerAnswer = z.infer<typeof plannerAnswer>;

/**
 * POST /api/bookings/:id/reschedule: a reserved stay moved to another room or other nights from the planner.
 * The server prices it from the room's rate and checks it as any booking.
 */
export const rescheduleBody = z
  .strictObject({ roomId: idSchema, checkInDate: dateSchema, checkOutDate: dateSchema })
  .superRefine((b, ctx) => {
    const nights = nightsBetween(b.checkInDate, b.checkOutDate);
    if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: MSG.checkoutAfterCheckin });
    else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: stayTooLongMessage });
  });
export type RescheduleBody = z.input<typeof rescheduleBody>;
