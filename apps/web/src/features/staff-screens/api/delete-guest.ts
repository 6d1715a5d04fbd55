import { messageAnswer } from '@hotel/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** DELETE /api/guest/:id. */
export async function deleteGuest(id: string) {
  return messageAnswer.parse(await api.delete(`/api/guest/${encodeURIComponent(id)}`));
}

export function useDeleteGuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGuest,
    onSuccess: () =>
      Promise.all(
        ['guest', 'bookings', 'billings', 'dashboard'].map((root) => client.invalidateQueries({ queryKey: [root] })),
      ),
  });
}
