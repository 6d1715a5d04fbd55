import type { RoomAvailabilityAnswer } from '@hotel/shared/schemas/rooms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface AvailabilityWindow {
  from: string;
  to: string;
}

/** The stays that hold the room on some night of the window (at most 366 days, the server's limit). */
export const getRoomAvailability = (id: string, span: AvailabilityWindow, signal?: AbortSignal) =>
  api.get<RoomAvailabilityAnswer>(`/api/rooms/${encodeURIComponent(id)}/availability`, {
    signal,
    query: { from: span.from, to: span.to },
  });

export const roomAvailabilityQueryOptions = (id: string, span: AvailabilityWindow) =>
  queryOptions({
    queryKey: ['rooms', 'availability', id, span],
    queryFn: ({ signal }) => getRoomAvailability(id, span, signal),
    staleTime: 10_000,
    // Moving to a later window keeps the old nights on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useRoomAvailability = (id: string, span: AvailabilityWindow) =>
  useQuery(roomAvailabilityQueryOptions(id, span));
