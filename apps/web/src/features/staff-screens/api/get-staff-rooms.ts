import {
  type RoomAdminListAnswer,
  type RoomAdminListQuery,
  roomAdminListAnswer,
} from '@hotel/shared/schemas/rooms-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/rooms: every room, any status, one page. */
export async function getStaffRooms(params: RoomAdminListQuery): Promise<RoomAdminListAnswer> {
  return roomAdminListAnswer.parse(await api.get('/api/rooms', { query: { ...params } }));
}

export const staffRoomsQuery = (params: RoomAdminListQuery) =>
  queryOptions({
    queryKey: ['rooms', 'admin', params] as const,
    queryFn: () => getStaffRooms(params),
    placeholderData: keepPreviousData,
  });

export function useStaffRooms(params: RoomAdminListQuery, enabled = true) {
  return useQuery({ ...staffRoomsQuery(params), enabled });
}
