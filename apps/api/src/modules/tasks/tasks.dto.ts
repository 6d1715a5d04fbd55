import { type TaskDto, type TaskPriority, type TaskStatus, type TaskType, taskPhotoPath } from '@hotel/shared';

/** A task row joined with its assignee, as the repositories return it. */
export interface TaskRow {
  id: string;
  roomId: string;
  title: string;
  description: string;
  dueDate: string;
  priority: TaskPriority;
  type: TaskType;
  status: TaskStatus;
  createdAt: Date;
  /** A fault reported with a photo. */
  hasPhoto: boolean;
  assignee: { id: string; name: string; email: string } | null;
}

/** The Task JSON of API.md: a whitelist, so nothing else of the row or the user leaks. */
export function toTaskDto(row: TaskRow): TaskDto {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    assignedTo: row.assignee ? { _id: row.assignee.id, name: row.assignee.name, email: row.assignee.email } : null,
    dueDate: row.dueDate,
    priority: row.priority,
    type: row.type,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    photo: row.hasPhoto ? taskPhotoPath(row.id) : null,
  };
}
