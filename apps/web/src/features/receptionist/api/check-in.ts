import { type CheckInAnswer, checkInAnswer } from '@hotel/shared/schemas/front-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';
import { rememberCheckIn } from '../recent-check-ins';

/** POST /api/bookings/:id/check-in: reserved → checked-in on the arrival day; the room becomes occupied. */
export async function checkIn(bookingId: string): Promise<CheckInAnswer> {
  return checkInAnswer.parse(await api.post(`/api/bookings/${encodeURIComponent(bookingId)}/check-in`));
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    // Here rather than at the call: the button is gone once the card shows the guest as checked in.
    onSuccess: ({ booking }) => {
      notify.success(`${booking.guest.name} is checked in to room ${booking.room.roomNumber}`);
      rememberCheckIn(booking._id);
      // The Check in button is gone: its card's Undo takes the focus, for a mistaken click.
      focusWhenShown(`[data-undo-check-in="${booking._id}"]`);
    },
    onError: (error) => notify.error(errorMessage(error, 'Check-in failed')),
    onSettled: () =>
      Promise.all(
        [LIVE_KEYS.frontDesk, LIVE_KEYS.bookings, LIVE_KEYS.guests, LIVE_KEYS.rooms].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
