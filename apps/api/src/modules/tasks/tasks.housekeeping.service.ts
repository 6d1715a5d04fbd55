import {
  CHECK_IN_TIME,
  type FaultAnswer,
  type FaultBody,
  type MyTaskDto,
  TASK_MSG,
  type TaskAnswer,
  type TaskPriority,
  type TaskStatus,
  type TasksAnswer,
} from '@hotel/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { hotelToday, zonedInstant } from '../../lib/hotel-time.js';
import type { SessionUser } from '../../plugins/session.js';
import { createRoomConditionService } from '../rooms/rooms.condition.service.js';
import { prepareFaultPhoto } from './fault-photo.js';
import { toTaskDto } from './tasks.dto.js';
import {
  hasGuestInRoom,
  listTasksAssignedTo,
  lockRoom,
  moveRoomStatus,
  type RoomStaysToday,
  roomStaysToday,
} from './tasks.housekeeping.repository.js';
import {
  countTasksByStatus,
  findTaskById,
  findTaskPhoto,
  insertTask,
  insertTaskPhoto,
  lockTask,
  updateTask,
} from './tasks.repository.js';

// Every open task, and enough finished ones to show recent work without the list growing for ever.
const MY_TASKS_LIMIT = 100;

const PRIORITY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };
const NO_STAYS: RoomStaysToday = {
  arrivalToday: false,
  departureToday: false,
  occupied: false,
  dueOut: false,
  nextArrival: null,
};

// A room a guest walks into today is the most pressing, then one a guest leaves today (it turns over).
const roomRank = (stays: RoomStaysToday) => (stays.arrivalToday ? 0 : stays.departureToday ? 1 : 2);

export function createHousekeepingService(ctx: AppContext) {
  const condition = createRoomConditionService(ctx);
  return {
    /**
     * The caller's own tasks with the counts of the housekeeping summary cards, in the order to work through
     * them. The order leaves the status out on purpose: a task started or finished today stays where it was,
     * so the card under the housekeeper's finger does not move; only work finished before today goes last.
     */
    async myTasks(actor: SessionUser): Promise<TasksAnswer> {
      const db = ctx.database.db;
      const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
      const dayBegan = zonedInstant(today, '00:00', ctx.config.hotelTimezone).getTime();
      const counts = await countTasksByStatus(db, actor.id);
      const open = counts.pendingTasks + counts.progressTasks;
      const rows = await listTasksAssignedTo(db, actor.id, Math.max(MY_TASKS_LIMIT, open));
      const stays = await roomStaysToday(db, [...new Set(rows.map((r) => r.roomId))], today);

      const keyed = rows.map((row) => {
        const room = stays.get(row.roomId) ?? NO_STAYS;
        const finishedEarlier = row.status === 'completed' && row.updatedAt.getTime() < dayBegan;
        return { row, room, finishedEarlier };
      });
      keyed.sort((a, b) => {
        if (a.finishedEarlier !== b.finishedEarlier) return a.finishedEarlier ? 1 : -1;
        if (a.finishedEarlier)
          return b.row.updatedAt.getTime() - a.row.updatedAt.getTime() || a.row.id.localeCompare(b.row.id);
        return (
          roomRank(a.room) - roomRank(b.room) ||
          a.row.dueDate.localeCompare(b.row.dueDate) ||
          (PRIORITY_RANK[a.row.priority] ?? 3) - (PRIORITY_RANK[b.row.priority] ?? 3) ||
          a.row.createdAt.getTime() - b.row.createdAt.getTime() ||
          a.row.id.localeCompare(b.row.id)
        );
      });

      const tasks: MyTaskDto[] = keyed.map(({ row, room }) => ({
        ...toTaskDto(row),
        room: {
          occupied: room.occupied,
          dueOutToday: room.dueOut,
          arrival: room.nextArrival
            ? { date: room.nextArrival, time: CHECK_IN_TIME, today: room.nextArrival === today }
            : null,
        },
      }));
      return { tasks, ...counts };
    },

    /**
     * Housekeepers move only their own tasks (another's is 404, as if it did not exist); admin and manager any.
     * Finishing a cleaning makes a dirty room clean: ready again, or, when the hotel inspects its rooms, waiting for
     * the inspection task it opens. Finishing an inspection makes a clean room inspected (rooms/room-condition.ts).
     */
    async changeTaskStatus(actor: SessionUser, taskId: string, status: TaskStatus): Promise<TaskAnswer> {
      return ctx.database.db.transaction(async (tx) => {
        const task = await lockTask(tx, taskId);
        if (!task || (actor.role === 'housekeeping' && task.assignedTo !== actor.id)) {
          throw new NotFoundError(TASK_MSG.notFound);
        }
        const at = ctx.now();
        await updateTask(tx, task.id, { status, updatedAt: at });
        const finished = status === 'completed' && task.status !== 'completed';
        let roomReady = false;
        let inspectionId: string | null = null;
        if (finished && task.type === 'cleaning') {
          const cleaned = await condition.markRoomCleaned(tx, task.roomId, at);
          roomReady = cleaned.ready;
          if (cleaned.needsInspection) inspectionId = await openInspection(tx, task, at);
        } else if (finished && task.type === 'inspection') {
          roomReady = await condition.markRoomInspected(tx, task.roomId, at);
        }
        await audit(tx, {
          actorId: actor.id,
          action: 'task.status',
          entity: 'task',
          entityId: task.id,
          details: {
            before: { status: task.status },
            after: { status },
            ...(roomReady ? { roomId: task.roomId, roomStatus: 'available' } : {}),
            ...(inspectionId ? { roomId: task.roomId, inspectionTaskId: inspectionId } : {}),
          },
        });
        await notifyChange(tx, { type: 'task', id: task.id });
        if (inspectionId) await notifyChange(tx, { type: 'task', id: inspectionId });
        if (finished && (task.type === 'cleaning' || task.type === 'inspection')) {
          await notifyChange(tx, { type: 'room', id: task.roomId });
        }
        const row = await findTaskById(tx, task.id);
        return { message: TASK_MSG.statusUpdated, task: toTaskDto(row!) };
      });
    },

    /**
     * A fault found in a room opens a maintenance task due today. It is left unassigned on purpose: the
     * managers decide who fixes it (an engineer, a contractor), and an unassigned task stands out on their list.
     * Taking the room off sale is refused while a guest is in it: moving a guest is the desk's and the manager's
     * call, so the housekeeper is told to report the fault alone, and nothing is written.
     */
    async reportFault(actor: SessionUser, body: FaultBody, photo?: Buffer): Promise<FaultAnswer> {
      // Checked and re-encoded before the transaction opens: slow work never holds the room's lock.
      const encoded = photo ? await prepareFaultPhoto(photo) : null;
      return ctx.database.db.transaction(async (tx) => {
        const room = await lockRoom(tx, body.roomId);
        if (!room) throw new NotFoundError(TASK_MSG.roomNotFound);
        if (body.takeOffSale && (room.status === 'occupied' || (await hasGuestInRoom(tx, room.id)))) {
          throw new AppError(409, TASK_MSG.roomOccupied, { takeOffSale: TASK_MSG.roomOccupied });
        }
        const at = ctx.now();
        const { id } = await insertTask(tx, {
          roomId: room.id,
          title: room.roomNumber,
          description: body.description,
          assignedTo: null,
          dueDate: hotelToday(ctx.config.hotelTimezone, at),
          priority: body.priority,
          type: 'maintenance',
          status: 'pending',
          createdAt: at,
          updatedAt: at,
        });
        if (encoded) await insertTaskPhoto(tx, { taskId: id, ...encoded, uploadedBy: actor.id, now: at });
        const tookOff =
          body.takeOffSale &&
          room.status !== 'maintenance' &&
          (await moveRoomStatus(tx, room.id, room.status, 'maintenance', at));
        await audit(tx, {
          actorId: actor.id,
          action: 'task.fault',
          entity: 'task',
          entityId: id,
          details: {
            after: {
              title: room.roomNumber,
              description: body.description,
              priority: body.priority,
              type: 'maintenance',
            },
            roomId: room.id,
            takeOffSale: body.takeOffSale,
            photo: encoded !== null,
            ...(tookOff ? { roomStatus: { before: room.status, after: 'maintenance' } } : {}),
          },
        });
        await notifyChange(tx, { type: 'task', id });
        if (tookOff) await notifyChange(tx, { type: 'room', id: room.id });
        const row = await findTaskById(tx, id);
        return {
          message: body.takeOffSale ? TASK_MSG.faultReportedOffSale : TASK_MSG.faultReported,
          task: toTaskDto(row!),
          room: { _id: room.id, roomNumber: room.roomNumber, status: body.takeOffSale ? 'maintenance' : room.status },
        };
      });
    },

    /**
     * A task's photo, for staff: managers and the desk see every one; a housekeeper only the photos of their own tasks
     * and those they took (another's is 404, as if it did not exist).
     */
    async taskPhoto(actor: SessionUser, taskId: string) {
      const photo = await findTaskPhoto(ctx.database.db, taskId);
      if (!photo || (actor.role === 'housekeeping' && photo.assignedTo !== actor.id && photo.uploadedBy !== actor.id)) {
        throw new NotFoundError(TASK_MSG.photoNotFound);
      }
      return { data: photo.data, contentType: photo.contentType };
    },
  };
}

/**
 * The inspection a cleaned room waits for, due the same day. Left unassigned: the supervisor on duty (a manager
 * here) takes it from the task list, as with a fault.
 */
async function openInspection(
  tx: Executor,
  cleaning: { roomId: string; title: string; dueDate: string; priority: TaskPriority; bookingId: string | null },
  at: Date,
): Promise<string> {
  const { id } = await insertTask(tx, {
    roomId: cleaning.roomId,
    title: cleaning.title,
    description: 'Inspect the room after its cleaning.',
    assignedTo: null,
    dueDate: cleaning.dueDate,
    priority: cleaning.priority,
    type: 'inspection',
    status: 'pending',
    bookingId: cleaning.bookingId,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

// Read by other modules inside their own transactions.
export { listOpenTasks } from './tasks.housekeeping.repository.js';
export { findTaskById, insertTask } from './tasks.repository.js';
