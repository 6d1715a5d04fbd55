import { z } from 'zod';
import { HOUSEKEEPING_CONDITIONS, MAX_ROOM_IMAGES, ROOM_STATUSES, ROOM_TYPES } from '../constants.js';
import { MSG } from '../messages.js';
import { pageAnswerShape, pageQueryShape, searchTerm, sortOrder } from './lists.js';
import { roomDto } from './rooms.js';

export const ROOM_ADMIN_MSG = {
  created: 'Room created successfully',
  updated: 'Room updated successfully',
  deleted: 'Room deleted successfully',
  deleteFailed: 'Failed to delete room',
  fetchFailed: 'Failed to fetch rooms.',
  notFound: 'Room not found',
  numberTaken: 'A room with this number already exists',
  upcomingStays: 'This room has guests in house or upcoming reservations and cannot be deleted',
  maxImages: MSG.maxImages,
  imageType: 'Only JPEG, PNG and WebP images are accepted',
  imageTooLarge: 'Each image must be at most 5 MB',
  imageTooManyPixels: 'Each image must be at most 40 megapixels',
  notMultipart: 'Send the room as multipart/form-data',
  unknownImage: 'This image does not belong to the room',
} as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const ROOM_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const dollarAmount = (label: string) =>
  z.coerce
    .number<string | undefined>({ message: `Enter the ${label}` })
    .positive(`The ${label} must be above $0`)
    .max(100_000, `The ${label} is too large`)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'Use at most two decimals');
/** Dollars as a form field's text ("380", "380.50"); a blank field is "not given". */
const dollarsText = (label: string) =>
  z
    .string({ message: `Enter the ${label}` })
    .transform((v) => (v.trim() === '' ? undefined : v))
    .meta({ description: 'Dollars with at most 2 decimals, such as "380" or "380.50"' });

/** The room's text fields, before the check that compares the two prices (which the request and the form add). */
const roomFieldsShape = z.strictObject({
  roomNumber: z
    .string({ message: 'Room number is required' })
    .trim()
    .min(1, 'Room number is required')
    .max(20, 'Room number is too long')
    .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes only'),
  title: z.string({ message: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Title is too long'),
  type: z.enum(ROOM_TYPES, { message: 'Choose a room type' }),
  price: dollarsText('price').pipe(dollarAmount('price')),
  originalPrice: dollarsText('original price').optional().pipe(dollarAmount('original price').optional()),
  status: z.enum(ROOM_STATUSES, { message: 'Choose a status' }),
  description: z.string().trim().max(2000, 'Description is too long').default(''),
  features: z.string().max(1000, 'Features are too long').default(''),
  keepImages: z
    .array(z.string().max(120))
    .max(MAX_ROOM_IMAGES, MSG.maxImages)
    .optional()
    .meta({ description: 'On update: the stored images to keep, in the order to show them' }),
});

function originalPriceNotBelowPrice(v: { price: number; originalPrice?: number | undefined }, ctx: z.RefinementCtx) {
  if (v.originalPrice !== undefined && v.originalPrice < v.price) {
    ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: 'The original price cannot be below the price' });
  }
}

/**
 * The room form's fields (spec §5: roomNumber, title, type, price and status required; features optional),
 * as multipart text fields. `features` is comma-separated text.
 */
export const roomFields = roomFieldsShape.superRefine(originalPriceNotBelowPrice);
export type RoomFields = z.output<typeof roomFields>;

/** The room form in the browser: the request's fields and rules (the images are handled beside it). */
export const roomForm = roomFieldsShape.omit({ keepImages: true }).superRefine(originalPriceNotBelowPrice);
export type RoomForm = z.input<typeof roomForm>;
export type RoomFormValues = z.output<typeof roomForm>;

/** The checked room form as the request's multipart text fields (`keepImages` is sent beside the files). */
export function roomFormFields(values: RoomFormValues): Record<string, string> {
  const { price, originalPrice, ...text } = values;
  return {
    ...text,
    price: String(price),
    ...(originalPrice === undefined ? {} : { originalPrice: String(originalPrice) }),
  };
}

export const ROOM_ADMIN_SORTS = ['roomNumber', 'title', 'type', 'price', 'status'] as const;
export const roomAdminListQuery = z.strictObject({
  ...pageQueryShape,
  q: searchTerm,
  type: z.enum(ROOM_TYPES).optional(),
  status: z.enum(ROOM_STATUSES).optional(),
  sort: z.enum(ROOM_ADMIN_SORTS).default('roomNumber'),
  order: sortOrder.default('asc'),
});
export type RoomAdminListQuery = z.input<typeof roomAdminListQuery>;

/** A room as the staff panels see it: the public fields, with its status now and its housekeeping condition. */
export const staffRoomDto = roomDto.extend({ housekeeping: z.enum(HOUSEKEEPING_CONDITIONS) });
export type StaffRoomDto = z.infer<typeof staffRoomDto>;

export const roomAdminListAnswer = z.object({ rooms: z.array(staffRoomDto), ...pageAnswerShape });
export type RoomAdminListAnswer = z.infer<typeof roomAdminListAnswer>;

export const roomSavedAnswer = z.object({ message: z.string(), room: staffRoomDto });
export type RoomSavedAnswer = z.infer<typeof roomSavedAnswer>;

export const availableRoomsCountAnswer = z.object({ totalRooms: z.number().int() });
