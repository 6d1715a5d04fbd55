import { type DeskPaymentBody, deskPaymentAnswer } from '@hotel/shared/schemas/front-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/** POST /api/bookings/:id/payments: the whole balance taken in cash at the desk. */
export async function takeDeskPayment(input: { bookingId: string; body: DeskPaymentBody }) {
  return deskPaymentAnswer.parse(
    await api.post(`/api/bookings/${encodeURIComponent(input.bookingId)}/payments`, input.body),
  );
}

export function useTakeDeskPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: takeDeskPayment,
    onSettled: () =>
      Promise.all([LIVE_KEYS.frontDesk, LIVE_KEYS.bookings].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
