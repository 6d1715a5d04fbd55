import { moveRoomAnswer, readyRoomsAnswer } from '@hotel/shared/schemas/front-desk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/** GET /api/bookings/:id/ready-rooms: ready rooms of the stay's type, free for all its nights. */
export function useReadyRooms(bookingId: string | null) {
  return useQuery({
    // Under the front desk's key, so that a live change of any stay or room loads it again.
    queryKey: [...LIVE_KEYS.frontDesk, 'ready-rooms', bookingId],
    queryFn: async ({ signal }) =>
      readyRoomsAnswer.parse(await api.get(`/api/bookings/${encodeURIComponent(bookingId!)}/ready-rooms`, { signal }))
        .rooms,
    enabled: bookingId !== null,
  });
}

/** POST /api/bookings/:id/move: the arrival goes to another room of its type, at the price booked. */
export function useMoveStay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { bookingId: string; roomId: string }) =>
      moveRoomAnswer.parse(
        await api.post(`/api/bookings/${encodeURIComponent(input.bookingId)}/move`, { roomId: input.roomId }),
      ),
    onSuccess: ({ message }, { bookingId }) => {
      notify.success(message);
      // The offer is gone once the room is ready: the check-in it made possible takes the focus.
      focusWhenShown(`[data-check-in="${bookingId}"]`);
    },
    onError: (error) => notify.error(errorMessage(error, 'The stay could not be moved')),
    onSettled: () =>
      Promise.all(
        [LIVE_KEYS.frontDesk, LIVE_KEYS.bookings, LIVE_KEYS.rooms].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
