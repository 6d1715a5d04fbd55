import { noShowAnswer } from '@hotel/shared/schemas/front-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/** POST /api/bookings/:id/no-show: the guest never came; the nights go back on sale, the first is charged. */
export function useMarkNoShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: string) =>
      noShowAnswer.parse(await api.post(`/api/bookings/${encodeURIComponent(bookingId)}/no-show`)),
    onSuccess: ({ message, booking }) => notify.success(`${booking.guest.name}: ${message}`),
    onError: (error) => notify.error(errorMessage(error, 'The stay could not be marked as a no-show')),
    onSettled: () =>
      Promise.all(
        [LIVE_KEYS.frontDesk, LIVE_KEYS.bookings, LIVE_KEYS.billings].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
