import { messageAnswer } from '@hotel/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshAfterTaskChange } from './task-refresh';

/** DELETE /api/tasks/:id. */
export async function deleteTask(id: string) {
  return messageAnswer.parse(await api.delete(`/api/tasks/${encodeURIComponent(id)}`));
}

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => refreshAfterTaskChange(client) });
}
