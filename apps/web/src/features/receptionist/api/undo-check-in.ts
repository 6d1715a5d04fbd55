import { undoCheckInAnswer } from '@hotel/shared/schemas/front-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';
import { forgetCheckIn } from '../recent-check-ins';

/** POST /api/bookings/:id/undo-check-in: a check-in of the last two minutes taken back. */
export function useUndoCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: string) =>
      undoCheckInAnswer.parse(await api.post(`/api/bookings/${encodeURIComponent(bookingId)}/undo-check-in`)),
    onSuccess: ({ message }, bookingId) => {
      forgetCheckIn(bookingId);
      notify.info(message);
      // The arrival's card shows Check in again: the focus goes back to it.
      focusWhenShown(`[data-check-in="${bookingId}"]`);
    },
    onError: (error, bookingId) => {
      forgetCheckIn(bookingId);
      notify.error(errorMessage(error, 'The check-in could not be undone'));
    },
    onSettled: () =>
      Promise.all(
        [LIVE_KEYS.frontDesk, LIVE_KEYS.bookings, LIVE_KEYS.guests, LIVE_KEYS.rooms].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
