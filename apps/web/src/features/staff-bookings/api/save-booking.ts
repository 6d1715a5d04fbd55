import {
  type StaffBookingAnswer,
  type StaffBookingInput,
  staffBookingAnswer,
} from '@hotel/shared/schemas/bookings-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshAfter } from '@/lib/use-live-updates';

/** POST /api/bookings (new) or PUT /api/bookings/:id (edit). */
export async function saveBooking(input: { id: string | null; body: StaffBookingInput }): Promise<StaffBookingAnswer> {
  const answer = input.id
    ? await api.put(`/api/bookings/${encodeURIComponent(input.id)}`, input.body)
    : await api.post('/api/bookings', input.body);
  return staffBookingAnswer.parse(answer);
}

/**
 * The one save of a staff booking. A booking and its bill change together, so everything either touches is
 * refetched: both panels' lists, the planner and the desk's day, the figures, the bills and the guest lookups.
 */
export function useSaveBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBooking,
    onSuccess: () => refreshAfter(client, 'booking', 'billing'),
  });
}
