import type { MyTaskDto, TaskRoomContext } from '@hotel/shared/schemas/tasks';
import { BedDouble, CalendarDays, DoorOpen, LogOut, ShieldCheck, SprayCan, Wrench } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDate, humanize } from '@/lib/format';
import { Badge, StatusBadge } from '@/ui/badge';
import { Empty } from '@/ui/empty';
import { TaskPhoto } from '@/ui/task-photo';
import { TaskActions } from './task-actions';

const TYPE_ICONS = { cleaning: SprayCan, maintenance: Wrench, inspection: ShieldCheck } as const;

/** "15:00" → "3:00 PM", as the site prints the check-in time. */
function clockTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Who is in the room and who comes next: what decides how (and how soon) to do the work. */
function RoomContext({ room }: { room: TaskRoomContext }) {
  const lines: { key: string; Icon: typeof BedDouble; text: string; strong?: boolean }[] = [];
  if (room.dueOutToday) lines.push({ key: 'out', Icon: LogOut, text: 'Occupied · guest due out today', strong: true });
  else if (room.occupied) lines.push({ key: 'in', Icon: BedDouble, text: 'Occupied · guest staying' });
  else lines.push({ key: 'vacant', Icon: DoorOpen, text: 'Vacant' });
  if (room.arrival) {
    const at = clockTime(room.arrival.time);
    lines.push(
      room.arrival.today
        ? { key: 'arrival', Icon: CalendarDays, text: `Arrival today · check-in ${at}`, strong: true }
        : { key: 'arrival', Icon: CalendarDays, text: `Next arrival ${room.arrival.date} · check-in ${at}` },
    );
  }
  return (
    <ul aria-label="Room" className="flex flex-col gap-1.5 text-sm">
      {lines.map(({ key, Icon, text, strong }) => (
        <li key={key} className={cn('flex items-center gap-2', strong ? 'font-medium text-ink' : 'text-ink-muted')}>
          <Icon aria-hidden="true" className="size-4 shrink-0 text-gold-ink" />
          {text}
        </li>
      ))}
    </ul>
  );
}

function TaskCard({ task }: { task: MyTaskDto }) {
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
          <StatusBadge status={task.status} />
        </div>
      </div>
      <RoomContext room={task.room} />
      <p className="text-sm text-ink">{task.description || 'No description provided.'}</p>
      {task.photo && <TaskPhoto src={task.photo} room={task.title} />}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <CalendarDays aria-hidden="true" className="size-4 text-gold-ink" />
          Due <span className="text-ink tabular-nums">{formatDate(task.dueDate)}</span>
        </p>
        <TaskActions task={task} />
      </div>
    </li>
  );
}

/**
 * 'My Tasks': the housekeeper's own tasks as cards (a phone is the housekeeper's usual screen), in the
 * server's order of work, which a status change does not alter.
 */
export function MyTaskList({ tasks }: { tasks: MyTaskDto[] }) {
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
