import { type CancelBookingAnswer, cancelBookingAnswer } from '@hotel/shared/schemas/cancellation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guestKeys } from './keys';

/** POST /api/bookings/:id/cancel → the cancelled booking and the charge in dollars. */
export async function cancelBooking(bookingId: string): Promise<CancelBookingAnswer> {
  return cancelBookingAnswer.parse(await api.post(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`));
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // The nights are free again: room availability changes too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: guestKeys.bookings }),
        client.invalidateQueries({ queryKey: ['rooms'] }),
      ]),
  });
}
