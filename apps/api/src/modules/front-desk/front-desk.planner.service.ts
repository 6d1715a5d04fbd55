import type { PlannerAnswer, PlannerTask } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { addDays, hotelToday } from '../../lib/hotel-time.js';
import { toDollars } from '../../lib/money.js';
import { listBlocksBetween } from '../rooms/rooms.blocks.service.js';
import { toTaskDto } from '../tasks/tasks.dto.js';
import { listOpenTasks } from '../tasks/tasks.housekeeping.service.js';
import { listPlannerRooms, listStaysBetween } from './front-desk.repository.js';

export function createPlannerService(ctx: AppContext) {
  return {
    /** The room planner: every room on sale, and the stays and blocks that share a night with the window. */
    async planner(query: { from?: string | undefined; days: number }): Promise<PlannerAnswer> {
      const db = ctx.database.db;
      const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
      const from = query.from ?? today;
      const to = addDays(from, query.days);
      const [rooms, stays, blocks, openTasks] = await Promise.all([
        listPlannerRooms(db),
        listStaysBetween(db, from, to),
        listBlocksBetween(db, from, to),
        listOpenTasks(db),
      ]);
      // Most urgent first, as the task list orders them.
      const tasksByRoom = new Map<string, PlannerTask[]>();
      for (const row of openTasks) {
        const { _id, type, status, priority, dueDate, description, assignedTo } = toTaskDto(row);
        const list = tasksByRoom.get(row.roomId) ?? [];
        list.push({ _id, type, status, priority, dueDate, description, assignedTo });
        tasksByRoom.set(row.roomId, list);
      }
      return {
        from,
        to,
        today,
        rooms: rooms.map((r) => ({
          _id: r.id,
          roomNumber: r.roomNumber,
          title: r.title,
          type: r.type,
          status: r.status,
          capacity: r.capacity,
          price: toDollars(r.priceCents),
          openTasks: tasksByRoom.get(r.id)?.length ?? 0,
          tasks: tasksByRoom.get(r.id) ?? [],
        })),
        stays: stays.map((s) => ({
          _id: s.id,
          reference: s.reference,
          guestName: s.guestName,
          roomId: s.roomId,
          checkInDate: s.checkIn,
          checkOutDate: s.checkOut,
          roomSince: s.roomSince,
          status: s.status,
          guests: s.guests,
          balance: toDollars(Math.max(0, Number(s.balanceCents))),
        })),
        blocks: blocks.map((b) => ({
          _id: b.id,
          roomId: b.roomId,
          startDate: b.startDate,
          endDate: b.endDate,
          kind: b.kind,
          reason: b.reason,
        })),
      };
    },
  };
}
