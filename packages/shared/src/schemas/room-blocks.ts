import { z } from 'zod';
import { nightsBetween } from '../booking-rules.js';
import { dateSchema, idSchema } from './common.js';

/** Why a room is off sale for some nights: out of order (cannot be used) or out of service (kept back). */
export const ROOM_BLOCK_KINDS = ['out-of-order', 'out-of-service'] as const;
export type RoomBlockKind = (typeof ROOM_BLOCK_KINDS)[number];

/** The longest block in one go: a longer closure is a room taken out of the hotel (archived). */
export const MAX_BLOCK_NIGHTS = 366;

/** POST /api/room-blocks: a room off sale from `startDate` to the night before `endDate`, for a reason. */
export const roomBlockBody = z
  .strictObject({
    roomId: idSchema,
    startDate: dateSchema,
    endDate: dateSchema,
    kind: z.enum(ROOM_BLOCK_KINDS, { message: 'Choose out of order or out of service' }),
    reason: z
      .string({ message: 'Give the reason' })
      .trim()
      .min(3, 'Give the reason (at least 3 characters)')
      .max(300, 'Keep the reason under 300 characters'),
  })
  .superRefine((b, ctx) => {
    const nights = nightsBetween(b.startDate, b.endDate);
    if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The block must end after it starts' });
    else if (nights > MAX_BLOCK_NIGHTS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `A block lasts at most ${MAX_BLOCK_NIGHTS} nights` });
  });
export type RoomBlockBody = z.input<typeof roomBlockBody>;

export const roomBlockDto = z.object({
  _id: z.string(),
  room: z.object({ _id: z.string(), roomNumber: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  kind: z.enum(ROOM_BLOCK_KINDS),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type RoomBlockDto = z.infer<typeof roomBlockDto>;

/** GET /api/room-blocks: blocks that are not lifted and share a night with [from, to). */
export const roomBlocksQuery = z
  .strictObject({ from: dateSchema, to: dateSchema })
  .refine((q) => nightsBetween(q.from, q.to) > 0 && nightsBetween(q.from, q.to) <= 400, {
    path: ['to'],
    message: 'Ask for 1 to 400 nights',
  });
export const roomBlocksAnswer = z.object({ blocks: z.array(roomBlockDto) });
export const roomBlockAnswer = z.object({ message: z.string(), block: roomBlockDto });

export const ROOM_BLOCK_MSG = {
  /** A stay refused because a block holds one of its nights. */
  offSale: 'This room is out of order on some of the selected dates',
  created: (room: string) => `Room ${room} is off sale for those nights`,
  lifted: (room: string) => `Room ${room} is back on sale`,
  notFound: 'Block not found',
  roomNotFound: 'Room not found',
  stays: (room: string) => `Room ${room} has stays on some of those nights: move them to another room first`,
  pastStart: 'A block cannot start before today',
  alreadyLifted: 'This block was already lifted',
} as const;
