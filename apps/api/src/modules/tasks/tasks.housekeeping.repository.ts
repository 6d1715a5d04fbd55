import type { RoomStatus } from '@hotel/shared';
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, rooms, tasks, users } from '../../db/schema.js';
import type { TaskRow } from './tasks.dto.js';
import { taskColumns } from './tasks.repository.js';

/** Task queries of the housekeeping screen and the room board, beside the shared ones in tasks.repository.ts. */

const housekeepingColumns = {
  ...taskColumns,
  updatedAt: tasks.updatedAt,
  assignee: { id: users.id, name: users.name, email: users.email },
};

const priorityRank = sql`case ${tasks.priority} when 'high' then 0 when 'medium' then 1 else 2 end`;

function selectTasks(db: Executor, where: SQL | undefined) {
  return db.select(housekeepingColumns).from(tasks).leftJoin(users, eq(users.id, tasks.assignedTo)).where(where);
}

type Selected = Awaited<ReturnType<typeof selectTasks>>[number];

// Only guests may lack an e-mail; tasks are assigned to staff, who always have one.
function withAssignee(row: Selected): TaskRow & { updatedAt: Date } {
  const { assignee } = row;
  return { ...row, assignee: assignee?.email ? { ...assignee, email: assignee.email } : null };
}

/**
 * A housekeeper's tasks: open work first (most urgent at the top), then what was finished most recently,
 * so that a limit drops old completed tasks and never an open one. The screen's order is made from these.
 */
export function listTasksAssignedTo(
  db: Executor,
  userId: string,
  limit: number,
): Promise<(TaskRow & { updatedAt: Date })[]> {
  return selectTasks(db, eq(tasks.assignedTo, userId))
    .orderBy(
      sql`case ${tasks.status} when 'in-progress' then 0 when 'pending' then 1 else 2 end`,
      sql`case when ${tasks.status} = 'completed' then null else ${tasks.dueDate} end asc nulls last`,
      priorityRank,
      desc(tasks.updatedAt),
      asc(tasks.id),
    )
    .limit(limit)
    .then((rows) => rows.map(withAssignee));
}

/** Every task not yet completed, most urgent first (the room board shows the first of each room). */
export function listOpenTasks(db: Executor): Promise<TaskRow[]> {
  return selectTasks(db, ne(tasks.status, 'completed'))
    .orderBy(asc(tasks.dueDate), priorityRank, asc(tasks.createdAt))
    .then((rows) => rows.map(withAssignee));
}

/** Moves a room from one status to another; false when it was not in the expected status. */
export async function moveRoomStatus(
  db: Executor,
  roomId: string,
  from: RoomStatus,
  to: RoomStatus,
  at: Date,
): Promise<boolean> {
  const changed = await db
    .update(rooms)
    .set({ status: to, updatedAt: at })
    .where(and(eq(rooms.id, roomId), eq(rooms.status, from)))
    .returning({ id: rooms.id });
  return changed.length > 0;
}

/** What the stays of one room say about today (see `roomStaysToday`). */
export interface RoomStaysToday {
  arrivalToday: boolean;
  departureToday: boolean;
  occupied: boolean;
  dueOut: boolean;
  nextArrival: string | null;
}

/**
 * For each room, from its stays that are not cancelled: whether one begins or ends today (kept true after
 * the guest has checked in or out, so the day's order of work holds), whether a guest is in it and is due
 * to leave (today, or overdue), and the next reserved arrival from today on.
 */
export async function roomStaysToday(
  db: Executor,
  roomIds: readonly string[],
  today: string,
): Promise<Map<string, RoomStaysToday>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({
      roomId: bookings.roomId,
      arrivalToday: sql<boolean>`bool_or(${bookings.checkIn} = ${today})`,
      departureToday: sql<boolean>`bool_or(${bookings.checkOut} = ${today})`,
      occupied: sql<boolean>`bool_or(${bookings.status} = 'checked-in')`,
      dueOut: sql<boolean>`bool_or(${bookings.status} = 'checked-in' and ${bookings.checkOut} <= ${today})`,
      nextArrival: sql<
        string | null
      >`(min(${bookings.checkIn}) filter (where ${bookings.status} = 'reserved' and ${bookings.checkIn} >= ${today}))::text`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.roomId, [...roomIds]),
        ne(bookings.status, 'cancelled'),
        or(eq(bookings.status, 'checked-in'), sql`${bookings.checkOut} >= ${today}`),
      ),
    )
    .groupBy(bookings.roomId);
  return new Map(
    rows.map((r) => [
      r.roomId,
      {
        arrivalToday: Boolean(r.arrivalToday),
        departureToday: Boolean(r.departureToday),
        occupied: Boolean(r.occupied),
        dueOut: Boolean(r.dueOut),
        nextArrival: r.nextArrival ?? null,
      },
    ]),
  );
}

/** Rooms in service a task can be about: every one, or those of one status. */
export function listTaskRooms(db: Executor, status?: RoomStatus) {
  return db
    .select({ id: rooms.id, roomNumber: rooms.roomNumber, title: rooms.title, status: rooms.status })
    .from(rooms)
    .where(and(isNull(rooms.archivedAt), status ? eq(rooms.status, status) : undefined))
    .orderBy(asc(rooms.roomNumber));
}

/** The room itself, locked for the rest of the transaction (a concurrent check-in waits). */
export async function lockRoom(db: Executor, roomId: string) {
  const [row] = await db
    .select({ id: rooms.id, roomNumber: rooms.roomNumber, status: rooms.status })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), isNull(rooms.archivedAt)))
    .for('update')
    .limit(1);
  return row;
}

/** Whether a guest is checked in to the room. */
export async function hasGuestInRoom(db: Executor, roomId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.roomId, roomId), eq(bookings.status, 'checked-in')))
    .limit(1);
  return row !== undefined;
}
