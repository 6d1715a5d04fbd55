import { TASK_STATUSES, type TaskStatus } from '@hotel/shared/constants';
import { TASK_MSG, type TaskDto } from '@hotel/shared/schemas/tasks';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { optionsFor, Select } from '@/ui/select';
import { useSetTaskStatus } from '../api/set-task-status';

const OPTIONS = optionsFor(TASK_STATUSES);

/** The row's inline status selector (spec §4: any order). */
export function TaskStatusCell({ task }: { task: TaskDto }) {
  const update = useSetTaskStatus();
  const shown = update.isPending && update.variables ? update.variables.status : task.status;
  return (
    <Select
      label={`Status of the task for room ${task.title}`}
      hideLabel
      value={shown}
      options={OPTIONS}
      disabled={update.isPending}
      className="min-w-36 py-1.5"
      onChange={(event) =>
        update.mutate(
          { id: task._id, status: event.target.value as TaskStatus },
          {
            onSuccess: () => notify.success(TASK_MSG.statusUpdated),
            onError: (error) => notify.error(errorMessage(error, TASK_MSG.statusFailed)),
          },
        )
      }
    />
  );
}
