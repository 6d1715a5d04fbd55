import type { TaskStatus } from '@hotel/shared/constants';
import { type TaskAnswer, taskAnswer } from '@hotel/shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshAfterTaskChange } from './task-refresh';

/** PUT /api/tasks/:id/status: the table's inline status selector. */
export async function setTaskStatus(input: { id: string; status: TaskStatus }): Promise<TaskAnswer> {
  return taskAnswer.parse(await api.put(`/api/tasks/${encodeURIComponent(input.id)}/status`, { status: input.status }));
}

export function useSetTaskStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setTaskStatus, onSettled: () => refreshAfterTaskChange(client) });
}
