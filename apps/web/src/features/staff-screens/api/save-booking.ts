import {
  type StaffBookingAnswer,
  type StaffBookingInput,
  staffBookingAnswer,
} from '@hotel/shared/schemas/bookings-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/bookings or PUT /api/bookings/:id. */
export async function saveBooking(input: { id: string | null; body: StaffBookingInput }): Promise<StaffBookingAnswer> {
  const answer = input.id
    ? await api.put(`/api/bookings/${encodeURIComponent(input.id)}`, input.body)
    : await api.post('/api/bookings', input.body);
  return staffBookingAnswer.parse(answer);
}

export function useSaveBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBooking,
    onSuccess: () =>
      Promise.all(
        ['bookings', 'billings', 'rooms', 'front-desk', 'dashboard', 'guest'].map((root) =>
          client.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });
}
