import { type TaskListAnswer, taskListAnswer } from '@hotel/shared/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/tasks (first page, open work first): the overview's housekeeping tasks and counts. */
export async function getOpenTasks(limit: number): Promise<TaskListAnswer> {
  return taskListAnswer.parse(await api.get('/api/tasks', { query: { limit } }));
}

export const openTasksQuery = (limit: number) =>
  queryOptions({ queryKey: ['tasks', 'overview', limit] as const, queryFn: () => getOpenTasks(limit) });

export function useOpenTasks(limit = 5) {
  return useQuery(openTasksQuery(limit));
}
