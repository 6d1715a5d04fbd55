import { TASK_MSG, type TaskAnswer, type TaskStatus, type TasksAnswer } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { NotFoundError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import type { SessionUser } from '../../plugins/session.js';
import { toTaskDto } from './tasks.dto.js';
import { listTasksAssignedTo, moveRoomStatus } from './tasks.housekeeping.repository.js';
import { countTasksByStatus, findTaskById, lockTask, updateTask } from './tasks.repository.js';

// Every open task, and enough finished ones to show recent work without the list growing for ever.
const MY_TASKS_LIMIT = 100;

/** The caller's own tasks with the counts of the housekeeping summary cards. */
export async function myTasks(ctx: AppContext, actor: SessionUser): Promise<TasksAnswer> {
  const db = ctx.database.db;
  const counts = await countTasksByStatus(db, actor.id);
  const open = counts.pendingTasks + counts.progressTasks;
  const rows = await listTasksAssignedTo(db, actor.id, Math.max(MY_TASKS_LIMIT, open));
  return { tasks: rows.map(toTaskDto), ...counts };
}

/**
 * Housekeepers move only their own tasks (another's is 404, as if it did not exist); admin and manager any.
 * Finishing the cleaning of a room that is waiting for it makes the room available again.
 */
export async function changeTaskStatus(
  ctx: AppContext,
  actor: SessionUser,
  taskId: string,
  status: TaskStatus,
): Promise<TaskAnswer> {
  return ctx.database.db.transaction(async (tx) => {
    const task = await lockTask(tx, taskId);
    if (!task || (actor.role === 'housekeeping' && task.assignedTo !== actor.id)) {
      throw new NotFoundError(TASK_MSG.notFound);
    }
    const at = ctx.now();
    await updateTask(tx, task.id, { status, updatedAt: at });
    const roomReady =
      status === 'completed' &&
      task.status !== 'completed' &&
      task.type === 'cleaning' &&
      (await moveRoomStatus(tx, task.roomId, 'cleaning', 'available', at));
    await audit(tx, {
      actorId: actor.id,
      action: 'task.status',
      entity: 'task',
      entityId: task.id,
      details: {
        before: { status: task.status },
        after: { status },
        ...(roomReady ? { roomId: task.roomId, roomStatus: 'available' } : {}),
      },
    });
    await notifyChange(tx, { type: 'task', id: task.id });
    if (roomReady) await notifyChange(tx, { type: 'room', id: task.roomId });
    const row = await findTaskById(tx, task.id);
    return { message: TASK_MSG.statusUpdated, task: toTaskDto(row!) };
  });
}
