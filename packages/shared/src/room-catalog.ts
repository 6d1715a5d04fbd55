import { ROOM_TYPES } from './constants.js';

/** The room list's sort orders and type filters (the query schema in schemas/rooms.ts admits these). */
export const ROOM_SORTS = ['price-asc', 'price-desc', 'rating'] as const;
export type RoomSort = (typeof ROOM_SORTS)[number];
export const ROOM_TYPE_FILTERS = ['all', ...ROOM_TYPES] as const;
export type RoomTypeFilter = (typeof ROOM_TYPE_FILTERS)[number];

/** The individual features of a room, from either side's shape (a list, or one comma-separated entry). */
export function splitFeatures(features: readonly string[] | string | null | undefined): string[] {
  const parts = typeof features === 'string' ? [features] : (features ?? []);
  return parts
    .flatMap((f) => f.split(','))
    .map((f) => f.trim())
    .filter((f) => f.length > 0);
}

/**
 * What a room's discount saves a night: its original price less its price, when it has an original price above
 * the price (in the unit given); 0 when it is not discounted.
 */
export const roomSaving = (room: { price: number; originalPrice: number | null }): number =>
  room.originalPrice !== null && room.originalPrice > room.price ? room.originalPrice - room.price : 0;

/** Image renditions served beside each full image (`<name>-<width>.webp`), for srcset. */
export const ROOM_IMAGE_WIDTHS = [480, 960] as const;
