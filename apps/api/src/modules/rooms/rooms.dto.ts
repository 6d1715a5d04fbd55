import {
  type HousekeepingCondition,
  ROOM_SHOWN_FIELDS,
  type RoomDto,
  type RoomStatus,
  type StaffRoomDto,
  splitFeatures,
} from '@hotel/shared';
import { toDollars } from '../../lib/money.js';
import { pick } from '../../lib/pick.js';
import type { RoomRow } from './rooms.repository.js';

/** The columns a Room JSON is made from. */
export type RoomDtoSource = Pick<
  RoomRow,
  | 'id'
  | 'priceCents'
  | 'originalPriceCents'
  | 'rating'
  | 'reviewCount'
  | 'features'
  | (typeof ROOM_SHOWN_FIELDS)[number]
>;

/**
 * Room JSON (API.md): money in dollars, `rating`/`reviews` from real reviews (one decimal),
 * and `features[0]` the comma-separated list, as the spec's public pages read it.
 */
export function toRoomDto(row: RoomDtoSource, images: readonly string[]): RoomDto {
  const features = splitFeatures(row.features);
  return {
    _id: row.id,
    ...pick(row, ROOM_SHOWN_FIELDS),
    price: toDollars(row.priceCents),
    originalPrice: row.originalPriceCents === null ? null : toDollars(row.originalPriceCents),
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.reviewCount,
    images: [...images],
    features: features.length > 0 ? [features.join(', ')] : [],
  };
}

/**
 * Room JSON of the staff panels: the status is the room's state now (derived from its stays, blocks and
 * housekeeping condition, see room-condition.ts), with the condition itself.
 */
export function toStaffRoomDto(
  row: RoomDtoSource & { housekeeping: HousekeepingCondition },
  images: readonly string[],
  now: { specStatus: RoomStatus; housekeeping: HousekeepingCondition } | undefined,
): StaffRoomDto {
  return {
    ...toRoomDto(row, images),
    status: now?.specStatus ?? row.status,
    housekeeping: now?.housekeeping ?? row.housekeeping,
  };
}
