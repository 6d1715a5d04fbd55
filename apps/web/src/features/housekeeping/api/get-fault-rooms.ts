import { type TaskRoomsAnswer, taskRoomsAnswer } from '@hotel/shared/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/tasks/rooms?status=all: every room in service, since a fault can be found in any of them. */
export async function getFaultRooms(): Promise<TaskRoomsAnswer> {
  return taskRoomsAnswer.parse(await api.get('/api/tasks/rooms?status=all'));
}

export const faultRoomsQuery = () =>
  queryOptions({ queryKey: ['rooms', 'for-tasks', 'all'] as const, queryFn: getFaultRooms });

export function useFaultRooms(enabled: boolean) {
  return useQuery({ ...faultRoomsQuery(), enabled });
}
