import {
  MSG,
  TASK_MSG,
  type TaskAnswer,
  type TaskBody,
  type TaskListAnswer,
  type TaskListQuery,
  type TaskRoomsQuery,
} from '@hotel/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { hotelToday } from '../../lib/hotel-time.js';
import type { SessionUser } from '../../plugins/session.js';
import { findUserByEmail } from '../auth/auth.service.js';
import { findRoomByNumber } from '../rooms/rooms.admin.service.js';
import { toTaskDto } from './tasks.dto.js';
import { listTaskRooms } from './tasks.housekeeping.repository.js';
import {
  countTasks,
  countTasksByStatus,
  deleteTask,
  findTaskById,
  insertTask,
  listTasks,
  lockTask,
  type NewTask,
  updateTask,
} from './tasks.repository.js';

type TaskRecord = NonNullable<Awaited<ReturnType<typeof lockTask>>>;

const auditView = (
  t: Pick<TaskRecord, 'title' | 'description' | 'assignedTo' | 'dueDate' | 'priority' | 'type' | 'status'>,
) => ({
  title: t.title,
  description: t.description,
  assignedTo: t.assignedTo,
  dueDate: t.dueDate,
  priority: t.priority,
  type: t.type,
  status: t.status,
});

/** The Create/Edit Task screen of admin and manager (spec §2 "Task screen"). */
export function createTaskAdminService(ctx: AppContext) {
  const db = ctx.database.db;
  const today = () => hotelToday(ctx.config.hotelTimezone, ctx.now());

  /** The room named by the title and the housekeeper named by the e-mail; every problem at once. */
  async function resolve(tx: Executor, body: TaskBody, previous?: TaskRecord) {
    const errors: Record<string, string> = {};
    const room = await findRoomByNumber(tx, body.title);
    if (!room) errors.title = TASK_MSG.roomUnknown;
    const assignee = await findUserByEmail(tx, body.assignedToEmail);
    if (assignee?.role !== 'housekeeping' || assignee.status !== 'active') {
      errors.assignedToEmail = TASK_MSG.assigneeNotHousekeeping;
    }
    // A task already overdue may keep its date when edited; a new or moved date cannot be in the past.
    if (body.dueDate < today() && body.dueDate !== previous?.dueDate) errors.dueDate = TASK_MSG.dueDatePast;
    if (Object.keys(errors).length > 0) throw new ValidationError(MSG.validation, errors);
    return { room: room!, assignee: assignee! };
  }

  async function answer(tx: Executor, id: string, message: string): Promise<TaskAnswer> {
    const row = await findTaskById(tx, id);
    return { message, task: toTaskDto(row!) };
  }

  return {
    /** Every task for the desk and management; a housekeeper's own tasks only, with their own counts. */
    async list(actor: SessionUser, query: TaskListQuery): Promise<TaskListAnswer> {
      const assignedTo = actor.role === 'housekeeping' ? actor.id : undefined;
      const filter = { status: query.status, type: query.type, assignedTo };
      const [rows, total, counts] = await Promise.all([
        listTasks(
          db,
          filter,
          { offset: (query.page - 1) * query.limit, limit: query.limit },
          query.sort ? { by: query.sort, order: query.order } : undefined,
        ),
        countTasks(db, filter),
        countTasksByStatus(db, assignedTo),
      ]);
      return { tasks: rows.map(toTaskDto), ...counts, total, page: query.page, limit: query.limit };
    },

    /**
     * Rooms a task can be created for: the available ones by default (the form's SELECT AVAILABLE ROOM), or
     * every room in service, since an occupied or blocked room needs maintenance and inspections too.
     */
    async rooms(query: TaskRoomsQuery) {
      const rows = await listTaskRooms(db, query.status === 'all' ? undefined : 'available');
      return { rooms: rows.map((r) => ({ _id: r.id, roomNumber: r.roomNumber, title: r.title, status: r.status })) };
    },

    async create(actor: SessionUser, body: TaskBody): Promise<TaskAnswer> {
      return db.transaction(async (tx) => {
        const { room, assignee } = await resolve(tx, body);
        const at = ctx.now();
        const values: NewTask = {
          roomId: room.id,
          title: room.roomNumber,
          description: body.description,
          assignedTo: assignee.id,
          dueDate: body.dueDate,
          priority: body.priority,
          type: body.type,
          status: 'pending',
          createdAt: at,
          updatedAt: at,
        };
        const { id } = await insertTask(tx, values);
        await audit(tx, {
          actorId: actor.id,
          action: 'task.create',
          entity: 'task',
          entityId: id,
          details: {
            after: auditView({ ...body, title: room.roomNumber, assignedTo: assignee.id, status: 'pending' }),
          },
        });
        await notifyChange(tx, { type: 'task', id });
        return answer(tx, id, TASK_MSG.created);
      });
    },

    async update(actor: SessionUser, id: string, body: TaskBody): Promise<TaskAnswer> {
      return db.transaction(async (tx) => {
        const before = await lockTask(tx, id);
        if (!before) throw new NotFoundError(TASK_MSG.notFound);
        const { room, assignee } = await resolve(tx, body, before);
        const changes = {
          roomId: room.id,
          title: room.roomNumber,
          description: body.description,
          assignedTo: assignee.id,
          dueDate: body.dueDate,
          priority: body.priority,
          type: body.type,
        };
        await updateTask(tx, id, { ...changes, updatedAt: ctx.now() });
        await audit(tx, {
          actorId: actor.id,
          action: 'task.update',
          entity: 'task',
          entityId: id,
          details: { before: auditView(before), after: auditView({ ...changes, status: before.status }) },
        });
        await notifyChange(tx, { type: 'task', id });
        return answer(tx, id, TASK_MSG.updated);
      });
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockTask(tx, id);
        if (!before) throw new NotFoundError(TASK_MSG.notFound);
        await deleteTask(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: 'task.delete',
          entity: 'task',
          entityId: id,
          details: { before: auditView(before) },
        });
        await notifyChange(tx, { type: 'task', id });
      });
    },
  };
}
