import { staffBookingAnswer } from '@hotel/shared/schemas/bookings-staff';
import { plannerAnswer, type RescheduleBody } from '@hotel/shared/schemas/planner';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/** GET /api/front-desk/planner, under the front desk's key: a change at any desk draws it again. */
export function usePlanner(from: string | null, days: number) {
  return useQuery({
    queryKey: [...LIVE_KEYS.frontDesk, 'planner', from ?? 'today', days],
    queryFn: async ({ signal }) =>
      plannerAnswer.parse(
        await api.get('/api/front-desk/planner', {
          query: from ? { from, days: String(days) } : { days: String(days) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/bookings/:id/reschedule: the server prices and checks the move; a refusal says why. The moved stay
 * keeps the keyboard focus once the planner is drawn again.
 */
export function useRescheduleStay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { bookingId: string; body: RescheduleBody }) =>
      staffBookingAnswer.parse(
        await api.post(`/api/bookings/${encodeURIComponent(input.bookingId)}/reschedule`, input.body),
      ),
    onSuccess: ({ booking }) => {
      notify.success(
        `${booking.reference} is now in room ${booking.room.roomNumber}, ${booking.checkInDate} to ${booking.checkOutDate}`,
      );
    },
    onError: (error) => notify.error(errorMessage(error, 'The stay could not be moved')),
    onSettled: async (_answer, _error, { bookingId }) => {
      await Promise.all(
        [LIVE_KEYS.frontDesk, LIVE_KEYS.bookings, LIVE_KEYS.billings].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
      focusWhenShown(`[data-stay="${bookingId}"]`);
    },
  });
}
