import type { TaskStatus, TaskType } from '@hotel/shared/constants';
import { type TaskListAnswer, type TaskSort, taskListAnswer } from '@hotel/shared/schemas/tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface TaskListParams {
  page?: number;
  limit?: number;
  status?: TaskStatus | undefined;
  type?: TaskType | undefined;
  sort?: TaskSort | undefined;
  order?: 'asc' | 'desc';
}

/** GET /api/tasks: one page of tasks, filtered by status and type, with the counts of every task. */
export async function getTasks(params: TaskListParams): Promise<TaskListAnswer> {
  return taskListAnswer.parse(await api.get('/api/tasks', { query: { ...params } }));
}

export const tasksQuery = (params: TaskListParams) =>
  queryOptions({
    queryKey: ['tasks', 'list', params] as const,
    queryFn: () => getTasks(params),
    placeholderData: keepPreviousData,
  });

export function useTasks(params: TaskListParams) {
  return useQuery(tasksQuery(params));
}
