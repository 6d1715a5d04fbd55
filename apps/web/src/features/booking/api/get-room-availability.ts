import type { RoomAvailabilityAnswer } from '@hotel/shared/schemas/rooms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface AvailabilityWindow {
  from: string;
  to: string;
}

/** The stays that hold the room on some night of the window (at most 366 days, the server's limit). */
export const getRoomAvailability = (id: string, window: AvailabilityWindow, signal?: AbortSignal) =>
  api.get<RoomAvailabilityAnswer>(`/api/rooms/${encodeURIComponent(id)}/availability`, {
    signal,
    query: { from: window.from, to: window.to },
  });

export const roomAvailabilityQueryOptions = (id: string, window: AvailabilityWindow) =>
  queryOptions({
    queryKey: ['rooms', 'availability', id, window],
    queryFn: ({ signal }) => getRoomAvailability(id, window, signal),
    staleTime: 10_000,
    // Moving to a later window keeps the old nights on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useRoomAvailability = (id: string, window: AvailabilityWindow) =>
  useQuery(roomAvailabilityQueryOptions(id, window));
