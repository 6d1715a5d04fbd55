import { type TaskAnswer, type TaskStatus, taskAnswer } from '@hotel/shared';
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
