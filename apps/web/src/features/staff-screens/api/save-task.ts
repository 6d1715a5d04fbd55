import { type TaskAnswer, type TaskForm, taskAnswer } from '@hotel/shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshAfterTaskChange } from './task-refresh';

/** POST /api/tasks or PUT /api/tasks/:id. */
export async function saveTask(input: { id: string | null; body: TaskForm }): Promise<TaskAnswer> {
  const answer = input.id
    ? await api.put(`/api/tasks/${encodeURIComponent(input.id)}`, input.body)
    : await api.post('/api/tasks', input.body);
  return taskAnswer.parse(answer);
}

export function useSaveTask() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveTask, onSuccess: () => refreshAfterTaskChange(client) });
}
