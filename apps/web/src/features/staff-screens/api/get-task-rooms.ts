import { type TaskRoomsAnswer, taskRoomsAnswer } from '@hotel/shared/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/tasks/rooms: the available rooms a task can be created for. */
export async function getTaskRooms(): Promise<TaskRoomsAnswer> {
  return taskRoomsAnswer.parse(await api.get('/api/tasks/rooms'));
}

export const taskRoomsQuery = () => queryOptions({ queryKey: ['rooms', 'for-tasks'] as const, queryFn: getTaskRooms });

export function useTaskRooms(enabled: boolean) {
  return useQuery({ ...taskRoomsQuery(), enabled });
}
