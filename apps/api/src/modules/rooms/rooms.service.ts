import {
  AVAILABILITY_MAX_DAYS,
  type AvailableRoomsQuery,
  BOOKING_MSG,
  type BookedRange,
  MSG,
  nightsBetween,
  type RoomDto,
} from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { addDays, hotelToday } from '../../lib/hotel-time.js';
import { type HeldNights, heldNights } from './held-nights.js';
import { toRoomDto } from './rooms.dto.js';
import { createPublicRoomQueries, type PublicRoomFilter, type PublicRoomShape } from './rooms.public.repository.js';
import { findRoomRecord, listBookedRanges, listHoldsEndingAfter, listRoomIds } from './rooms.repository.js';

export interface AvailabilityWindow {
  from: string;
  to: string;
}

/** [start, end) of each hold as a date picker reads it. */
export const toBookedRanges = (holds: readonly { checkIn: string; checkOut: string }[]): BookedRange[] =>
  holds.map((hold) => ({ checkInDate: hold.checkIn, checkOutDate: hold.checkOut }));

export function createRoomsService(ctx: AppContext) {
  const db = ctx.database.db;
  const publicRooms = createPublicRoomQueries(db);
  const today = () => hotelToday(ctx.config.hotelTimezone, ctx.now());

  return {
    /**
     * The search a visitor asked for, refused if the stay starts before the hotel's today. Checked on every
     * request, before any kept answer is used: yesterday's search must not be answered from memory.
     */
    bookableFilter(query: AvailableRoomsQuery): PublicRoomFilter {
      const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : undefined;
      if (stay && stay.checkIn < today()) {
        throw new ValidationError(MSG.validation, { checkIn: BOOKING_MSG.checkInPast });
      }
      return { type: query.type === 'all' ? undefined : query.type, sort: query.sort, stay, guests: query.guests };
    },

    /** The hotel's today, which bounds the searches a visitor may make. */
    today,

    /** Every room's held nights from `day` on: what a date search is checked against, in memory. */
    async heldNightsFrom(day: string): Promise<HeldNights> {
      return heldNights(await listHoldsEndingAfter(db, day));
    },

    async listBookable(filter: PublicRoomShape): Promise<RoomDto[]> {
      const rows = await publicRooms.list(filter);
      return rows.map((r) => toRoomDto(r, r.images));
    },

    async get(id: string): Promise<RoomDto> {
      const row = await publicRooms.byId(id);
      if (!row) throw new NotFoundError(MSG.roomNotFound);
      return toRoomDto(row, row.images);
    },

    /** The window a date picker asks about, checked: by default the year ahead from the hotel's today. */
    availabilityWindow(range: { from?: string | undefined; to?: string | undefined }): AvailabilityWindow {
      const from = range.from ?? today();
      const to = range.to ?? addDays(from, AVAILABILITY_MAX_DAYS);
      const days = nightsBetween(from, to);
      if (days <= 0) throw new ValidationError(MSG.validation, { to: '`to` must be after `from`' });
      if (days > AVAILABILITY_MAX_DAYS) {
        throw new ValidationError(MSG.validation, { to: `Ask for at most ${AVAILABILITY_MAX_DAYS} days` });
      }
      return { from, to };
    },

    /** Every room's id, those taken off sale too: each has a calendar. */
    async roomIds(): Promise<ReadonlySet<string>> {
      return new Set(await listRoomIds(db));
    },

    /** Booked stays and blocks of a room that touch the window, read from the table. */
    async bookedRanges(
      id: string,
      window: AvailabilityWindow,
    ): Promise<AvailabilityWindow & { booked: BookedRange[] }> {
      const room = await findRoomRecord(db, id);
      if (!room) throw new NotFoundError(MSG.roomNotFound);
      return { ...window, booked: toBookedRanges(await listBookedRanges(db, id, window.from, window.to)) };
    },
  };
}

// Read by other modules inside their own transactions.
export { findRoomRecord } from './rooms.repository.js';
