import type { RoomSort, RoomTypeFilter } from '@hotel/shared/room-catalog';
import type { RoomsAnswer } from '@hotel/shared/schemas/rooms';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usePageQuery } from '@/lib/use-page-query';

/** The room list's filters, as they appear in the URL. */
export interface RoomSearch {
  type: RoomTypeFilter;
  sort: RoomSort | '';
  checkIn: string;
  checkOut: string;
  guests: number | null;
}

export function getRooms(search: RoomSearch, signal?: AbortSignal): Promise<RoomsAnswer> {
  const dated = Boolean(search.checkIn && search.checkOut);
  return api.get<RoomsAnswer>('/api/rooms/available/rooms', {
    signal,
    query: {
      type: search.type === 'all' ? undefined : search.type,
      sort: search.sort || undefined,
      checkIn: dated ? search.checkIn : undefined,
      checkOut: dated ? search.checkOut : undefined,
      guests: search.guests ?? undefined,
    },
  });
}

export const roomsQueryOptions = (search: RoomSearch) =>
  queryOptions({
    queryKey: ['rooms', 'bookable', search],
    queryFn: ({ signal }) => getRooms(search, signal),
    // Availability changes as others book: keep it fresh, but keep the old list on screen while refetching.
    staleTime: 15_000,
    // TanStack Query's keepPreviousData, whose module would come into the page's first load with it.
    placeholderData: (previous) => previous,
  });

export const useRooms = (search: RoomSearch) => usePageQuery(roomsQueryOptions(search));
