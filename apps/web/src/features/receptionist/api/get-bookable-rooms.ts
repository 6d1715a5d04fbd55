import { type RoomDto, roomsAnswer } from '@hotel/shared/schemas/rooms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * GET /api/rooms/available/rooms: rooms open for booking; with both dates, only those free for the whole stay.
 */
export async function getBookableRooms(stay: { checkIn?: string; checkOut?: string }): Promise<RoomDto[]> {
  const query = stay.checkIn && stay.checkOut ? { checkIn: stay.checkIn, checkOut: stay.checkOut } : undefined;
  return roomsAnswer.parse(await api.get('/api/rooms/available/rooms', { query })).rooms;
}

export const bookableRoomsQuery = (stay: { checkIn?: string; checkOut?: string }) =>
  queryOptions({
    queryKey: ['rooms', 'bookable', stay.checkIn ?? '', stay.checkOut ?? ''] as const,
    queryFn: () => getBookableRooms(stay),
    placeholderData: keepPreviousData,
  });

export function useBookableRooms(stay: { checkIn?: string; checkOut?: string }) {
  return useQuery(bookableRoomsQuery(stay));
}
