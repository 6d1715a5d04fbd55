import { TASK_STATUSES, type TaskStatus } from '@hotel/shared/constants';
import type { TaskDto } from '@hotel/shared/schemas/tasks';
import { humanize } from '@/lib/format';
import { Select } from '@/ui/select';
import { useUpdateTaskStatus } from './api/update-task-status';

const OPTIONS = TASK_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

/** The status dropdown of one task (spec §4: any order). */
export function TaskStatusSelect({ task }: { task: TaskDto }) {
  const update = useUpdateTaskStatus();
  const shown = update.isPending && update.variables ? update.variables.status : task.status;
  return (
    <Select
      label={`Status of the ${task.type} task for room ${task.title}`}
      hideLabel
      value={shown}
      options={OPTIONS}
      disabled={update.isPending}
      aria-busy={update.isPending || undefined}
      className="min-w-36"
      onChange={(event) => update.mutate({ id: task._id, status: event.target.value as TaskStatus })}
    />
  );
}
