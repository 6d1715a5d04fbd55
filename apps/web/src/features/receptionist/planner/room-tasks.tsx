import type { PlannerTask } from '@hotel/shared/schemas/planner';
import { formatDate, humanize } from '@/lib/format';

/**
 * A room's open tasks beside its row on the planner: the count, and on opening, each task's type, state, due
 * date and who has it, so the desk sees why a room is not ready before moving a guest into it.
 */
export function RoomTasks({ roomNumber, tasks }: { roomNumber: string; tasks: PlannerTask[] }) {
  if (tasks.length === 0) return null;
  return (
    <details className="group relative text-xs font-normal">
      <summary
        aria-label={`Room ${roomNumber}: ${tasks.length} open ${tasks.length === 1 ? 'task' : 'tasks'}`}
        className="cursor-pointer list-none text-warning-ink underline decoration-dotted underline-offset-2 marker:hidden"
      >
        {tasks.length} open {tasks.length === 1 ? 'task' : 'tasks'}
      </summary>
      <ul className="absolute left-0 z-20 mt-1 flex w-64 flex-col gap-2 rounded-lg border border-line bg-surface p-3 text-ink shadow-raised">
        {tasks.map((task) => (
          <li key={task._id} className="flex flex-col">
            <span className="font-medium">
              {humanize(task.type)} · {humanize(task.status)}
              {task.priority === 'high' && ' · high priority'}
            </span>
            <span className="text-ink-muted">
              Due {formatDate(task.dueDate)}
              {task.assignedTo ? ` · ${task.assignedTo.name}` : ' · not assigned'}
            </span>
            {task.description && <span className="line-clamp-2 text-ink-muted">{task.description}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
