import type { RoomBoardAnswer, RoomBoardItem, TaskDto } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { addDays, hotelToday } from '../../lib/hotel-time.js';
import { listBlocksBetween } from '../rooms/rooms.blocks.service.js';
import { createRoomConditionService } from '../rooms/rooms.condition.service.js';
import { toTaskDto } from '../tasks/tasks.dto.js';
import { listOpenTasks } from '../tasks/tasks.housekeeping.service.js';
import { listNextArrivals, listRooms, listStaysInHouse } from './front-desk.repository.js';

export function createRoomBoardService(ctx: AppContext) {
  const condition = createRoomConditionService(ctx);

  return {
    /** Every room with its real status, the most urgent open task there and its next arrival. */
    async roomBoard(): Promise<RoomBoardAnswer> {
      const db = ctx.database.db;
      const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
      const rooms = await listRooms(db);
      const openTasks = await listOpenTasks(db);
      const arrivals = await listNextArrivals(db, today);
      const inHouse = await listStaysInHouse(db);
      const blocks = await listBlocksBetween(db, today, addDays(today, 1));
      const blockByRoom = new Map(blocks.map((b) => [b.roomId, b]));
      const states = await condition.roomStatesNow(
        db,
        rooms.map((r) => r.id),
      );

      const tasksByRoom = new Map<string, TaskDto[]>();
      for (const row of openTasks) {
        const list = tasksByRoom.get(row.roomId) ?? [];
        list.push(toTaskDto(row));
        tasksByRoom.set(row.roomId, list);
      }
      const nextByRoom = new Map(arrivals.map((a) => [a.roomId, a]));
      const stayByRoom = new Map(inHouse.map((s) => [s.roomId, s]));

      return {
        date: today,
        rooms: rooms.map((room): RoomBoardItem => {
          const roomTasks = tasksByRoom.get(room.id) ?? [];
          const next = nextByRoom.get(room.id);
          const stay = stayByRoom.get(room.id);
          const block = blockByRoom.get(room.id);
          const now = states.get(room.id);
          return {
            _id: room.id,
            roomNumber: room.roomNumber,
            title: room.title,
            type: room.type as RoomBoardItem['type'],
            // Derived from the stay, the block and housekeeping's condition (rooms/room-condition.ts).
            status: now?.specStatus ?? (room.status as RoomBoardItem['status']),
            housekeeping: now?.housekeeping ?? 'clean',
            readiness: now?.readiness ?? 'ready',
            description: room.description,
            openTask: roomTasks[0] ?? null,
            openTaskCount: roomTasks.length,
            nextArrival: next ? { checkInDate: next.checkIn, checkOutDate: next.checkOut } : null,
            currentStay: stay ? { checkInDate: stay.checkIn, checkOutDate: stay.checkOut } : null,
            offSale: block ? { kind: block.kind, reason: block.reason, until: block.endDate } : null,
          };
        }),
      };
    },
  };
}
