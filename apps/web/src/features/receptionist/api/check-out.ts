import { type CheckOutAnswer, checkOutAnswer } from '@hotel/shared/schemas/front-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/**
 * POST /api/bookings/:id/check-out: the room goes to cleaning and housekeeping gets a task. A manager may
 * check out a guest who still owes, with the reason.
 */
export async function checkOut(input: {
  bookingId: string;
  overrideReason?: string;
  /** The guest leaves before the booked check-out: the stay ends today, the nights not stayed are taken back. */
  earlyDeparture?: boolean;
}): Promise<CheckOutAnswer> {
  const path = `/api/bookings/${encodeURIComponent(input.bookingId)}/check-out`;
  const body = {
    ...(input.overrideReason ? { overrideReason: input.overrideReason } : {}),
    ...(input.earlyDeparture ? { earlyDeparture: true } : {}),
  };
  return checkOutAnswer.parse(await api.post(path, Object.keys(body).length > 0 ? body : undefined));
}

export function useCheckOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkOut,
    // Here rather than at the call: the button is gone once the card shows the guest as checked out.
    onSuccess: ({ booking, task }) =>
      notify.success(
        task.assignedTo
          ? `${booking.guest.name} is checked out. Room ${task.title} is queued for ${task.assignedTo.name}.`
          : `${booking.guest.name} is checked out. Room ${task.title} is waiting for housekeeping.`,
      ),
    onError: (error) => notify.error(errorMessage(error, 'Check-out failed')),
    onSettled: () =>
      Promise.all(
        [LIVE_KEYS.frontDesk, LIVE_KEYS.bookings, LIVE_KEYS.guests, LIVE_KEYS.rooms, LIVE_KEYS.tasks].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
