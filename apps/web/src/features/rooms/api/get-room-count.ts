import type { RoomsAnswer } from '@hotel/shared/schemas/rooms';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The number alone, as it travels in a drawn page's data. */
export const ROOM_COUNT_KEY = ['rooms', 'count'] as const;

/**
 * How many rooms and suites a visitor can choose from: the length of the room list /rooms shows (the server's
 * kept answer), so the hotel's pages state its own number and never more than the list holds. Read by the
 * server before it draws the home and about pages (server/page-data.ts).
 */
export const roomCountQueryOptions = () =>
  queryOptions({
    queryKey: ROOM_COUNT_KEY,
    queryFn: ({ signal }) =>
      api.get<RoomsAnswer>('/api/rooms/available/rooms', { signal }).then((answer) => answer.rooms.length),
  });
