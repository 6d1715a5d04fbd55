import type { TaskSort, TaskStatus, TaskType } from '@hotel/shared';
import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { taskPhotos, tasks, users } from '../../db/schema.js';
import type { TaskRow } from './tasks.dto.js';

/** Task queries shared by the management screen and the housekeeping screen. */

/** A task row's own columns, as every task query selects them (the assignee beside them, in each query's shape). */
export const taskColumns = {
  id: tasks.id,
  roomId: tasks.roomId,
  title: tasks.title,
  description: tasks.description,
  dueDate: tasks.dueDate,
  priority: tasks.priority,
  type: tasks.type,
  status: tasks.status,
  createdAt: tasks.createdAt,
  // Written out in full: the outer table's name must stay on the column inside the subquery.
  hasPhoto: sql<boolean>`exists (select 1 from task_photos tp where tp.task_id = "tasks"."id")`.mapWith(Boolean),
};

function selectTasks(db: Executor) {
  return db
    .select({ ...taskColumns, assigneeId: users.id, assigneeName: users.name, assigneeEmail: users.email })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .$dynamic();
}
type Selected = Awaited<ReturnType<typeof selectTasks>>[number];

function toRow(r: Selected): TaskRow {
  return {
    id: r.id,
    roomId: r.roomId,
    title: r.title,
    description: r.description,
    dueDate: r.dueDate,
    priority: r.priority,
    type: r.type,
    status: r.status,
    createdAt: r.createdAt,
    hasPhoto: r.hasPhoto,
    assignee:
      r.assigneeId && r.assigneeName && r.assigneeEmail
        ? { id: r.assigneeId, name: r.assigneeName, email: r.assigneeEmail }
        : null,
  };
}

export interface TaskFilter {
  status?: TaskStatus | undefined;
  type?: TaskType | undefined;
  assignedTo?: string | undefined;
}

function whereOf(filter: TaskFilter): SQL | undefined {
  return and(
    filter.status ? eq(tasks.status, filter.status) : undefined,
    filter.type ? eq(tasks.type, filter.type) : undefined,
    filter.assignedTo ? eq(tasks.assignedTo, filter.assignedTo) : undefined,
  );
}

// Open work first (pending, then in progress), each by due date; completed tasks last.
const workOrder = [
  sql`case ${tasks.status} when 'pending' then 0 when 'in-progress' then 1 else 2 end`,
  asc(tasks.dueDate),
  asc(tasks.createdAt),
  asc(tasks.id),
];

const sortColumns: Record<TaskSort, SQL | AnyColumn> = {
  dueDate: tasks.dueDate,
  priority: sql`case ${tasks.priority} when 'high' then 3 when 'medium' then 2 else 1 end`,
  status: sql`case ${tasks.status} when 'pending' then 0 when 'in-progress' then 1 else 2 end`,
  type: tasks.type,
  room: tasks.title,
};

export async function listTasks(
  db: Executor,
  filter: TaskFilter,
  page?: { offset: number; limit: number },
  sort?: { by: TaskSort; order: 'asc' | 'desc' },
): Promise<TaskRow[]> {
  const order = sort ? [(sort.order === 'asc' ? asc : desc)(sortColumns[sort.by]), ...workOrder] : workOrder;
  const query = selectTasks(db)
    .where(whereOf(filter))
    .orderBy(...order);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(toRow);
}

export async function countTasks(db: Executor, filter: TaskFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tasks).where(whereOf(filter));
  return row?.n ?? 0;
}

export interface TaskCounts {
  totalTasks: number;
  completedTasks: number;
  progressTasks: number;
  pendingTasks: number;
}

/** The summary counts of the task screens, over every task (or one assignee's). */
export async function countTasksByStatus(db: Executor, assignedTo?: string): Promise<TaskCounts> {
  const [row] = await db
    .select({
      totalTasks: sql<number>`count(*)::int`,
      completedTasks: sql<number>`count(*) filter (where ${tasks.status} = 'completed')::int`,
      progressTasks: sql<number>`count(*) filter (where ${tasks.status} = 'in-progress')::int`,
      pendingTasks: sql<number>`count(*) filter (where ${tasks.status} = 'pending')::int`,
    })
    .from(tasks)
    .where(assignedTo ? eq(tasks.assignedTo, assignedTo) : undefined);
  return row ?? { totalTasks: 0, completedTasks: 0, progressTasks: 0, pendingTasks: 0 };
}

export async function findTaskById(db: Executor, id: string): Promise<TaskRow | undefined> {
  const [row] = await selectTasks(db).where(eq(tasks.id, id)).limit(1);
  return row ? toRow(row) : undefined;
}

/** The row itself, locked for the rest of the transaction (a concurrent edit waits). */
export async function lockTask(db: Executor, id: string) {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).for('update').limit(1);
  return row;
}

export type NewTask = typeof tasks.$inferInsert;

export async function insertTask(db: Executor, values: NewTask): Promise<{ id: string }> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  return row!;
}

export async function updateTask(db: Executor, id: string, values: Partial<NewTask>): Promise<void> {
  await db.update(tasks).set(values).where(eq(tasks.id, id));
}

export async function deleteTask(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(tasks).where(eq(tasks.id, id)).returning({ id: tasks.id });
  return rows.length > 0;
}

/** The photo a fault was reported with: the re-encoded WebP and who attached it. */
export async function insertTaskPhoto(
  db: Executor,
  values: { taskId: string; width: number; height: number; data: Buffer; uploadedBy: string; now: Date },
): Promise<void> {
  await db.insert(taskPhotos).values({
    taskId: values.taskId,
    contentType: 'image/webp',
    width: values.width,
    height: values.height,
    data: values.data,
    uploadedBy: values.uploadedBy,
    createdAt: values.now,
  });
}

/** A task's photo with what decides who may see it: the task's assignee and the photo's uploader. */
export async function findTaskPhoto(db: Executor, taskId: string) {
  const [row] = await db
    .select({
      data: taskPhotos.data,
      contentType: taskPhotos.contentType,
      uploadedBy: taskPhotos.uploadedBy,
      assignedTo: tasks.assignedTo,
    })
    .from(taskPhotos)
    .innerJoin(tasks, eq(tasks.id, taskPhotos.taskId))
    .where(eq(taskPhotos.taskId, taskId))
    .limit(1);
  return row;
}
