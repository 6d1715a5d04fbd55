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
import { toRoomDto } from './rooms.dto.js';
import {
  findRoomById,
  findRoomRecord,
  listBookableRooms,
  listBookedRanges,
  listImageNames,
} from './rooms.repository.js';

export function createRoomsService(ctx: AppContext) {
  const db = ctx.database.db;
  const today = () => hotelToday(ctx.config.hotelTimezone, ctx.now());

  return {
    async listBookable(query: AvailableRoomsQuery): Promise<RoomDto[]> {
      const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : undefined;
      if (stay && stay.checkIn < today()) {
        throw new ValidationError(MSG.validation, { checkIn: BOOKING_MSG.checkInPast });
      }
      const rows = await listBookableRooms(db, {
        type: query.type === 'all' ? undefined : query.type,
        sort: query.sort,
        stay,
        guests: query.guests,
      });
      const images = await listImageNames(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toRoomDto(r, images.get(r.id) ?? []));
    },

    async get(id: string): Promise<RoomDto> {
      const row = await findRoomById(db, id);
      if (!row) throw new NotFoundError(MSG.roomNotFound);
      const images = await listImageNames(db, [id]);
      return toRoomDto(row, images.get(id) ?? []);
    },

    /** Booked stays of a room that touch [from, to); defaults to the year ahead from the hotel's today. */
    async bookedRanges(
      id: string,
      range: { from?: string | undefined; to?: string | undefined },
    ): Promise<{ from: string; to: string; booked: BookedRange[] }> {
      const from = range.from ?? today();
      const to = range.to ?? addDays(from, AVAILABILITY_MAX_DAYS);
      const days = nightsBetween(from, to);
      if (days <= 0) throw new ValidationError(MSG.validation, { to: '`to` must be after `from`' });
      if (days > AVAILABILITY_MAX_DAYS) {
        throw new ValidationError(MSG.validation, { to: `Ask for at most ${AVAILABILITY_MAX_DAYS} days` });
      }
      const room = await findRoomRecord(db, id);
      if (!room) throw new NotFoundError(MSG.roomNotFound);
      const ranges = await listBookedRanges(db, id, from, to);
      return { from, to, booked: ranges.map((r) => ({ checkInDate: r.checkIn, checkOutDate: r.checkOut })) };
    },
  };
}
