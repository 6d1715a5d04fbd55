import { roomAnswer } from '@hotel/shared/schemas/rooms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/rooms/:id: the nightly rate of the chosen room, for the proposed total. */
export async function getRoomRate(roomId: string): Promise<number> {
  return roomAnswer.parse(await api.get(`/api/rooms/${encodeURIComponent(roomId)}`)).room.price;
}

export const roomRateQuery = (roomId: string) =>
  queryOptions({ queryKey: ['rooms', 'rate', roomId] as const, queryFn: () => getRoomRate(roomId) });

export function useRoomRate(roomId: string) {
  return useQuery({ ...roomRateQuery(roomId), enabled: roomId !== '' });
}
