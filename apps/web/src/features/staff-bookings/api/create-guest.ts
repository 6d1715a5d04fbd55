import { type DeskNewGuestBody, deskNewGuestAnswer } from '@hotel/shared/schemas/front-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/** POST /api/front-desk/guests: a guest booked in person or by phone, without an account of their own yet. */
export function useCreateGuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeskNewGuestBody) =>
      deskNewGuestAnswer.parse(await api.post('/api/front-desk/guests', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: LIVE_KEYS.guests }),
  });
}
