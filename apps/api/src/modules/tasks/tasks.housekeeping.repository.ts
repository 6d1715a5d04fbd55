import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rooms, tasks, users } from '../../db/schema.js';
import type { TaskRow } from './tasks.dto.js';

/** Task queries of the housekeeping screen and the room board, beside the shared ones in tasks.repository.ts. */

const taskColumns = {
  id: tasks.id,
  roomId: tasks.roomId,
  title: tasks.title,
  description: tasks.description,
  dueDate: tasks.dueDate,
  priority: tasks.priority,
  type: tasks.type,
  status: tasks.status,
  createdAt: tasks.createdAt,
  assignee: { id: users.id, name: users.name, email: users.email },
};

const priorityRank = sql`case ${tasks.priority} when 'high' then 0 when 'medium' then 1 else 2 end`;

function selectTasks(db: Executor, where: SQL | undefined) {
  return db.select(taskColumns).from(tasks).leftJoin(users, eq(users.id, tasks.assignedTo)).where(where);
}

/**
 * A housekeeper's tasks: open work first (most urgent at the top), then what was finished most recently,
 * so that a limit drops old completed tasks and never an open one.
 */
export function listTasksAssignedTo(db: Executor, userId: string, limit: number): Promise<TaskRow[]> {
  return selectTasks(db, eq(tasks.assignedTo, userId))
    .orderBy(
      sql`case ${tasks.status} when 'in-progress' then 0 when 'pending' then 1 else 2 end`,
      sql`case when ${tasks.status} = 'completed' then null else ${tasks.dueDate} end asc nulls last`,
      priorityRank,
      desc(tasks.updatedAt),
      asc(tasks.id),
    )
    .limit(limit);
}

/** Every task not yet completed, most urgent first (the room board shows the first of each room). */
export function listOpenTasks(db: Executor): Promise<TaskRow[]> {
  return selectTasks(db, ne(tasks.status, 'completed')).orderBy(asc(tasks.dueDate), priorityRank, asc(tasks.createdAt));
}

/** Moves a room from one status to another; false when it was not in the expected status. */
export async function moveRoomStatus(
  db: Executor,
  roomId: string,
  from: string,
  to: string,
  at: Date,
): Promise<boolean> {
  const changed = await db
    .update(rooms)
    .set({ status: to, updatedAt: at })
    .where(and(eq(rooms.id, roomId), eq(rooms.status, from)))
    .returning({ id: rooms.id });
  return changed.length > 0;
}
