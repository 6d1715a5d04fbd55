import type { Role } from '@hotel/shared/constants';
import { formatDate, humanize } from '@/lib/format';
import { paths } from '@/lib/paths';
import { StatusBadge } from '@/ui/badge';
import { LinkButton } from '@/ui/button';
import { Card } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { LoadingBlock } from '@/ui/skeleton';
import { useOpenTasks } from '../api/get-open-tasks';

export function TasksCard({ role }: { role: Extract<Role, 'admin' | 'manager'> }) {
  const tasks = useOpenTasks(5);
  const data = tasks.data;
  return (
    <Card
      title="Housekeeping tasks"
      description={
        data
          ? `${data.pendingTasks} pending · ${data.progressTasks} in progress · ${data.completedTasks} completed`
          : undefined
      }
      headingLevel={2}
      actions={
        <LinkButton to={paths.panel(role, 'taskassign')} variant="ghost" size="sm">
          All tasks
        </LinkButton>
      }
    >
      {tasks.isPending ? (
        <LoadingBlock label="Loading tasks" lines={4} />
      ) : tasks.isError ? (
        <p className="text-sm text-ink-muted">Tasks could not be loaded.</p>
      ) : !data || data.tasks.length === 0 ? (
        <Empty title="No tasks found" />
      ) : (
        <ul className="divide-y divide-line">
          {data.tasks.map((task) => (
            <li key={task._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  Room {task.title} · {humanize(task.type)}
                </p>
                <p className="text-xs text-ink-muted">
                  Due {formatDate(task.dueDate)} · {task.assignedTo?.name ?? 'Unassigned'}
                </p>
              </div>
              <span className="flex gap-1.5">
                <StatusBadge status={task.priority} />
                <StatusBadge status={task.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
