import type { TaskStatus } from '@hotel/shared/constants';
import { TASK_MSG, type TaskAnswer, taskAnswer } from '@hotel/shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/** PUT /api/tasks/:id/status: a housekeeper moves one of their own tasks. */
export async function updateTaskStatus(input: { id: string; status: TaskStatus }): Promise<TaskAnswer> {
  return taskAnswer.parse(await api.put(`/api/tasks/${encodeURIComponent(input.id)}/status`, { status: input.status }));
}

export function useUpdateTaskStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    onSuccess: () => notify.success(TASK_MSG.statusUpdated),
    onError: (error) => notify.error(errorMessage(error, TASK_MSG.statusFailed)),
    onSettled: () =>
      Promise.all(
        [LIVE_KEYS.tasks, LIVE_KEYS.frontDesk, LIVE_KEYS.rooms].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
