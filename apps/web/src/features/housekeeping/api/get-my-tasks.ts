import { type TasksAnswer, tasksAnswer } from '@hotel/shared/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/tasks/mine: the housekeeper's own tasks with the summary counts. */
export async function getMyTasks(): Promise<TasksAnswer> {
  return tasksAnswer.parse(await api.get('/api/tasks/mine'));
}

export const myTasksQuery = () => queryOptions({ queryKey: ['tasks', 'mine'] as const, queryFn: getMyTasks });

export function useMyTasks() {
  return useQuery(myTasksQuery());
}
