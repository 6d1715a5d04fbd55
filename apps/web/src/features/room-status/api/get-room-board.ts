import { type RoomBoardAnswer, roomBoardAnswer } from '@hotel/shared/schemas/front-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/front-desk/rooms: every room with its status, open task and next arrival. */
export async function getRoomBoard(): Promise<RoomBoardAnswer> {
  return roomBoardAnswer.parse(await api.get('/api/front-desk/rooms'));
}

export const roomBoardQuery = () => queryOptions({ queryKey: ['front-desk', 'rooms'] as const, queryFn: getRoomBoard });

export function useRoomBoard() {
  return useQuery(roomBoardQuery());
}
