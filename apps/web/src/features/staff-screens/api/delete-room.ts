import { messageAnswer } from '@hotel/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** DELETE /api/rooms/:id (admin). */
export async function deleteRoom(id: string) {
  return messageAnswer.parse(await api.delete(`/api/rooms/${encodeURIComponent(id)}`));
}

export function useDeleteRoom() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRoom, onSuccess: () => client.invalidateQueries({ queryKey: ['rooms'] }) });
}
