import { messageAnswer } from '@hotel/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshAfter } from '@/lib/use-live-updates';

/** DELETE /api/bookings/:id (admin, manager). */
export async function deleteBooking(id: string) {
  return messageAnswer.parse(await api.delete(`/api/bookings/${encodeURIComponent(id)}`));
}

export function useDeleteBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    // Deleting cancels the stay under the policy: the same refresh as any other change of a booking and its bill.
    onSuccess: () => refreshAfter(client, 'booking', 'billing'),
  });
}
