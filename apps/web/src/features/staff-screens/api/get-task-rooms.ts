import { type TaskRoomsAnswer, type TaskRoomsQuery, taskRoomsAnswer } from '@hotel/shared/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

type Scope = TaskRoomsQuery['status'];

/** GET /api/tasks/rooms: the available rooms a task can be created for, or (`all`) every room in service. */
export async function getTaskRooms(scope: Scope = 'available'): Promise<TaskRoomsAnswer> {
  const query = scope === 'all' ? '?status=all' : '';
  return taskRoomsAnswer.parse(await api.get(`/api/tasks/rooms${query}`));
}

export const taskRoomsQuery = (scope: Scope = 'available') =>
  queryOptions({ queryKey: ['rooms', 'for-tasks', scope] as const, queryFn: () => getTaskRooms(scope) });

export function useTaskRooms(enabled: boolean, scope: Scope = 'available') {
  return useQuery({ ...taskRoomsQuery(scope), enabled });
}
