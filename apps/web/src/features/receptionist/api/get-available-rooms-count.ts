import { availableRoomsCountAnswer } from '@hotel/shared/schemas/rooms-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/rooms/available/rooms/count: rooms whose status is available. */
export async function getAvailableRoomsCount(): Promise<number> {
  return availableRoomsCountAnswer.parse(await api.get('/api/rooms/available/rooms/count')).totalRooms;
}

export const availableRoomsCountQuery = () =>
  queryOptions({ queryKey: ['rooms', 'available', 'count'] as const, queryFn: getAvailableRoomsCount });

export function useAvailableRoomsCount() {
  return useQuery(availableRoomsCountQuery());
}
