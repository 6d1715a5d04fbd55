import { z } from 'zod';
import { TASK_PRIORITIES, TASK_STATUSES, TASK_TYPES } from '../constants.js';
import { dateSchema, emailSchema, uuidField } from './common.js';
import { pageAnswerShape, pageQueryShape, sortOrder } from './lists.js';

export const TASK_MSG = {
  created: 'Task created',
  updated: 'Task updated',
  deleted: 'Task deleted',
  statusUpdated: 'Task status updated',
  notFound: 'Task not found',
  roomRequired: 'Select a room',
  roomUnknown: 'No room has this number',
  assigneeRequired: 'Assigned staff email is required',
  assigneeNotHousekeeping: 'This email does not belong to a housekeeping staff member',
  dueDatePast: 'The due date cannot be in the past',
  fetchFailed: 'Failed to fetch tasks.',
  fetchMineFailed: 'Failed to fetch tasks',
  deleteFailed: 'Failed to delete task',
  statusFailed: 'Failed to update task status',
  roomsFailed: 'Failed to fetch rooms.',
  empty: 'No tasks found',
  faultReported: 'Fault reported',
  faultReportedOffSale: 'Fault reported: the room is off sale',
  faultFailed: 'Failed to report the fault',
  faultDescriptionRequired: 'Describe the fault',
  roomNotFound: 'Room not found',
  roomOccupied: 'A guest is staying in this room: report the fault without taking the room off sale',
  photoType: 'The photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'The photo is larger than 5 MB',
  photoTooManyPixels: 'The photo has too many pixels (at most 40 megapixels)',
  photoNotFound: 'Photo not found',
  onePhoto: 'Attach one photo at most',
} as const;

/** Where a task's photo is served (staff only). */
export const taskPhotoPath = (taskId: string) => `/api/tasks/${taskId}/photo`;

export const taskStatus = z.enum(TASK_STATUSES);
export const taskPriority = z.enum(TASK_PRIORITIES);
export const taskType = z.enum(TASK_TYPES);

/** The Create/Edit Task form (spec §2): title is the room number. */
export const taskBody = z.strictObject({
  title: z
    .string({ message: TASK_MSG.roomRequired })
    .trim()
    .min(1, TASK_MSG.roomRequired)
    .max(20, 'Room number is too long'),
  description: z.string().trim().max(2000, 'Description is too long').default(''),
  assignedToEmail: z
    .string({ message: TASK_MSG.assigneeRequired })
    .trim()
    .min(1, TASK_MSG.assigneeRequired)
    .pipe(emailSchema),
  dueDate: dateSchema,
  priority: taskPriority.default('low'),
  type: taskType.default('cleaning'),
});
export type TaskBody = z.output<typeof taskBody>;
export type TaskForm = z.input<typeof taskBody>;

export const taskStatusBody = z.strictObject({ status: taskStatus });
export type TaskStatusBody = z.infer<typeof taskStatusBody>;

export const TASK_SORTS = ['dueDate', 'priority', 'status', 'type', 'room'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** Without `sort`, open work comes first (pending, then in progress), each by due date. */
export const taskListQuery = z.strictObject({
  ...pageQueryShape,
  status: taskStatus.optional(),
  type: taskType.optional(),
  sort: z.enum(TASK_SORTS).optional(),
  order: sortOrder.default('asc'),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;

export const taskDto = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  assignedTo: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  dueDate: z.string(),
  priority: taskPriority,
  type: taskType,
  status: taskStatus,
  createdAt: z.string(),
  /** The photo a fault was reported with (its staff-only address), or null. */
  photo: z.string().nullable(),
});
export type TaskDto = z.infer<typeof taskDto>;

export const taskCountsShape = {
  totalTasks: z.number().int(),
  completedTasks: z.number().int(),
  progressTasks: z.number().int(),
  pendingTasks: z.number().int(),
};

/**
 * What the stays say about a task's room today, for the housekeeper's card: whether a guest is in it, leaves
 * today, and when the next guest is expected (at the hotel's check-in time).
 */
export const taskRoomContext = z.object({
  occupied: z.boolean(),
  dueOutToday: z.boolean(),
  /** The next reserved arrival from today on; `today` follows the hotel's calendar, not the phone's. */
  arrival: z.object({ date: z.string(), time: z.string(), today: z.boolean() }).nullable(),
});
export type TaskRoomContext = z.infer<typeof taskRoomContext>;

/** A task of the housekeeper's own list: the spec's fields, then the room's context. */
export const myTaskDto = taskDto.extend({ room: taskRoomContext });
export type MyTaskDto = z.infer<typeof myTaskDto>;

/**
 * GET /api/tasks/mine: the caller's tasks with their counts, in the order to work through them: rooms with an
 * arrival today, then departures today, then the rest, each by due date and priority. A task's status does
 * not move it (only tasks finished before today go to the end), so the list never reorders under the finger.
 */
export const tasksAnswer = z.object({ tasks: z.array(myTaskDto), ...taskCountsShape });
export type TasksAnswer = z.infer<typeof tasksAnswer>;

/** GET /api/tasks: one page of the filtered tasks; the counts cover every task. */
export const taskListAnswer = z.object({ tasks: z.array(taskDto), ...taskCountsShape, ...pageAnswerShape });
export type TaskListAnswer = z.infer<typeof taskListAnswer>;

export const taskAnswer = z.object({ message: z.string(), task: taskDto });
export type TaskAnswer = z.infer<typeof taskAnswer>;

/** Which rooms GET /api/tasks/rooms lists: the available ones (the spec's default) or every room in service. */
export const taskRoomsQuery = z.strictObject({ status: z.enum(['available', 'all']).default('available') });
export type TaskRoomsQuery = z.infer<typeof taskRoomsQuery>;

/** The rooms a task can be about (the form's SELECT AVAILABLE ROOM). */
export const taskRoomsAnswer = z.object({
  rooms: z.array(z.object({ _id: z.string(), roomNumber: z.string(), title: z.string(), status: z.string() })),
});
export type TaskRoomsAnswer = z.infer<typeof taskRoomsAnswer>;

/**
 * POST /api/tasks/faults: a fault found in a room. It opens a maintenance task for the managers to assign and,
 * when asked, takes the room off sale at once.
 */
export const faultBody = z.strictObject({
  roomId: uuidField(TASK_MSG.roomRequired),
  description: z
    .string({ message: TASK_MSG.faultDescriptionRequired })
    .trim()
    .min(1, TASK_MSG.faultDescriptionRequired)
    .max(2000, 'Description is too long'),
  priority: taskPriority.default('medium'),
  takeOffSale: z.boolean({ message: 'Take off sale must be true or false' }).default(false),
});
export type FaultBody = z.output<typeof faultBody>;
export type FaultForm = z.input<typeof faultBody>;

export const faultAnswer = z.object({
  message: z.string(),
  task: taskDto,
  room: z.object({ _id: z.string(), roomNumber: z.string(), status: z.string() }),
});
export type FaultAnswer = z.infer<typeof faultAnswer>;
