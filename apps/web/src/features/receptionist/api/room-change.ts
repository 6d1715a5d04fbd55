import { type RoomChangeBody, roomChangeAnswer } from '@hotel/shared/schemas/front-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/**
 * POST /api/bookings/:id/room-change: a guest in house moves to another ready room from tonight. The room they
 * leave goes to housekeeping, so the task lists change too.
 */
export function useRoomChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { bookingId: string; body: RoomChangeBody }) =>
      roomChangeAnswer.parse(
        await api.post(`/api/bookings/${encodeURIComponent(input.bookingId)}/room-change`, input.body),
      ),
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => notify.error(errorMessage(error, 'The guest could not be moved')),
    onSettled: async (_answer, _error, { bookingId }) => {
      await Promise.all(
        [LIVE_KEYS.frontDesk, LIVE_KEYS.bookings, LIVE_KEYS.rooms, LIVE_KEYS.tasks].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
      focusWhenShown(`[data-stay="${bookingId}"]`);
    },
  });
}
