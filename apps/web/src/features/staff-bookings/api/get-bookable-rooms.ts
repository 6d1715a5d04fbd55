import { type RoomDto, roomsAnswer } from '@hotel/shared/schemas/rooms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A stay the room list is asked about: both dates, and the party. */
export interface RoomSearch {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** GET /api/rooms/available/rooms: rooms in service, free for every night of the stay, that sleep the party. */
export async function getBookableRooms(search: RoomSearch): Promise<RoomDto[]> {
  const query = { checkIn: search.checkIn, checkOut: search.checkOut, guests: String(search.guests) };
  return roomsAnswer.parse(await api.get('/api/rooms/available/rooms', { query })).rooms;
}

export const bookableRoomsQuery = (search: RoomSearch) =>
  queryOptions({
    queryKey: ['rooms', 'bookable', search.checkIn, search.checkOut, search.guests] as const,
    queryFn: () => getBookableRooms(search),
    placeholderData: keepPreviousData,
  });

/** Asked only once the stay is known: without dates and a party there is no "free" to list. */
export function useBookableRooms(search: RoomSearch | null) {
  return useQuery({
    ...bookableRoomsQuery(search ?? { checkIn: '', checkOut: '', guests: 1 }),
    enabled: search !== null,
  });
}
