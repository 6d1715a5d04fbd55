import type { StaffSearchAnswer } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { hotelToday } from '../../lib/hotel-time.js';
import { searchGuests, searchRooms, searchStays } from './front-desk.repository.js';

const EACH = 6;

export function createStaffSearchService(ctx: AppContext) {
  return {
    /** The staff side's one search box: guests (name, e-mail, phone, a stay's reference), stays and rooms. */
    async staffSearch(q: string): Promise<StaffSearchAnswer> {
      const db = ctx.database.db;
      const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
      const [guests, stays, rooms] = await Promise.all([
        searchGuests(db, q, EACH),
        searchStays(db, q, today, EACH),
        searchRooms(db, q, EACH),
      ]);
      return {
        guests: guests.map((g) => ({ _id: g.id, name: g.name, email: g.email ?? '', phone: g.phone ?? '' })),
        stays: stays.map((s) => ({
          _id: s.id,
          reference: s.reference,
          guestName: s.guestName,
          roomNumber: s.roomNumber,
          checkInDate: s.checkIn,
          checkOutDate: s.checkOut,
          status: s.status,
        })),
        rooms: rooms.map((r) => ({ _id: r.id, roomNumber: r.roomNumber, title: r.title, status: r.status })),
      };
    },
  };
}
