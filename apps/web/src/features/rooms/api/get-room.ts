import type { RoomAnswer } from '@hotel/shared/schemas/rooms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const getRoom = (id: string, signal?: AbortSignal) =>
  api.get<RoomAnswer>(`/api/rooms/${encodeURIComponent(id)}`, { signal });

export const roomQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['rooms', 'detail', id], queryFn: ({ signal }) => getRoom(id, signal) });

export const useRoom = (id: string) => useQuery(roomQueryOptions(id));
