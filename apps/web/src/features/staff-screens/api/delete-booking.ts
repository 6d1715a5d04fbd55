import { messageAnswer } from '@hotel/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** DELETE /api/bookings/:id (admin, manager). */
export async function deleteBooking(id: string) {
  return messageAnswer.parse(await api.delete(`/api/bookings/${encodeURIComponent(id)}`));
}

export function useDeleteBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: () =>
      Promise.all(
        ['bookings', 'billings', 'dashboard', 'guest'].map((root) => client.invalidateQueries({ queryKey: [root] })),
      ),
  });
}
