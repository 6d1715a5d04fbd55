import type { TaskDto } from '@hotel/shared/schemas/tasks';
import { CalendarDays, ShieldCheck, SprayCan, Wrench } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDate, humanize } from '@/lib/format';
import { Badge, StatusBadge } from '@/ui/badge';
import { Empty } from '@/ui/empty';
import { TaskStatusSelect } from './task-status-select';

const TYPE_ICONS = { cleaning: SprayCan, maintenance: Wrench, inspection: ShieldCheck } as const;

function TaskCard({ task }: { task: TaskDto }) {
  const Icon = TYPE_ICONS[task.type];
  const done = task.status === 'completed';
  return (
    <li
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-raised',
        done && 'bg-surface-muted/60 shadow-none',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h3 className="font-display text-xl text-ink">Room {task.title}</h3>
        <div className="flex flex-wrap gap-2">
          <Badge tone="neutral" icon={<Icon className="size-3.5" />}>
            {humanize(task.type)}
          </Badge>
          <StatusBadge status={task.priority} />
        </div>
      </div>
      <p className="text-sm text-ink">{task.description || 'No description provided.'}</p>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-line pt-4">
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <CalendarDays aria-hidden="true" className="size-4 text-gold-ink" />
          Due <span className="text-ink tabular-nums">{formatDate(task.dueDate)}</span>
        </p>
        <TaskStatusSelect task={task} />
      </div>
    </li>
  );
}

/** 'My Tasks': the housekeeper's own tasks as cards (a phone is the housekeeper's usual screen). */
export function MyTaskList({ tasks }: { tasks: TaskDto[] }) {
  if (tasks.length === 0) {
    return (
      <Empty
        title="No tasks found"
        description="Nothing is assigned to you right now. New tasks appear here as soon as they are given to you."
      />
    );
  }
  return (
    <ul aria-label="My tasks" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
      {tasks.map((task) => (
        <TaskCard key={task._id} task={task} />
      ))}
    </ul>
  );
}
