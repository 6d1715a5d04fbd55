import type { BookingStatus, PlannerAnswer, RoomBlockKind, RoomStatus, RoomType } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { addDays, hotelToday } from '../../lib/hotel-time.js';
import { toDollars } from '../../lib/money.js';
import { listBlocksBetween } from '../rooms/room-blocks.repository.js';
import { listPlannerRooms, listStaysBetween } from './front-desk.repository.js';

/** The room planner: every room on sale, and the stays and blocks that share a night with the window. */
export async function planner(
  ctx: AppContext,
  query: { from?: string | undefined; days: number },
): Promise<PlannerAnswer> {
  const db = ctx.database.db;
  const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
  const from = query.from ?? today;
  const to = addDays(from, query.days);
  const [rooms, stays, blocks] = await Promise.all([
    listPlannerRooms(db),
    listStaysBetween(db, from, to),
    listBlocksBetween(db, from, to),
  ]);
  return {
    from,
    to,
    today,
    rooms: rooms.map((r) => ({
      _id: r.id,
      roomNumber: r.roomNumber,
      title: r.title,
      type: r.type as RoomType,
      status: r.status as RoomStatus,
      capacity: r.capacity,
      price: toDollars(r.priceCents),
      openTasks: Number(r.openTasks),
    })),
    stays: stays.map((s) => ({
      _id: s.id,
      reference: s.reference,
      guestName: s.guestName,
      roomId: s.roomId,
      checkInDate: s.checkIn,
      checkOutDate: s.checkOut,
      status: s.status as BookingStatus,
      guests: s.guests,
      balance: toDollars(Math.max(0, Number(s.balanceCents))),
    })),
    blocks: blocks.map((b) => ({
      _id: b.id,
      roomId: b.roomId,
      startDate: b.startDate,
      endDate: b.endDate,
      kind: b.kind as RoomBlockKind,
      reason: b.reason,
    })),
  };
}
