import {
  type StaffBookingAnswer,
  type StaffBookingInput,
  staffBookingAnswer,
} from '@hotel/shared/schemas/bookings-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/** POST /api/bookings (new) or PUT /api/bookings/:id (edit). */
export async function saveDeskBooking(input: {
  id: string | null;
  body: StaffBookingInput;
}): Promise<StaffBookingAnswer> {
  const answer = input.id
    ? await api.put(`/api/bookings/${encodeURIComponent(input.id)}`, input.body)
    : await api.post('/api/bookings', input.body);
  return staffBookingAnswer.parse(answer);
}

export function useSaveDeskBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDeskBooking,
    onSuccess: () =>
      Promise.all(
        [LIVE_KEYS.bookings, LIVE_KEYS.frontDesk, LIVE_KEYS.rooms, LIVE_KEYS.guests, LIVE_KEYS.tasks].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
