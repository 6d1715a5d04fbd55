import { type RoomBlockBody, roomBlockAnswer } from '@hotel/shared/schemas/room-blocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([LIVE_KEYS.frontDesk, LIVE_KEYS.rooms].map((queryKey) => client.invalidateQueries({ queryKey })));

/** POST /api/room-blocks: a room off sale for some nights (management). */
export function useBlockRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RoomBlockBody) => roomBlockAnswer.parse(await api.post('/api/room-blocks', body)),
    onSuccess: ({ message }) => notify.success(message),
    onSettled: () => refresh(client),
  });
}

/** POST /api/room-blocks/:id/lift: the room back on sale. */
export function useLiftBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      roomBlockAnswer.parse(await api.post(`/api/room-blocks/${encodeURIComponent(id)}/lift`)),
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => notify.error(errorMessage(error, 'The block could not be lifted')),
    onSettled: () => refresh(client),
  });
}
