import { IDEMPOTENCY_HEADER } from '@hotel/shared/constants';
import type { CreateBookingAnswer, CreateBookingBody } from '@hotel/shared/schemas/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface CreateBookingRequest {
  body: CreateBookingBody;
  /** One key per confirmation: a double click or a retry makes one booking, not two. */
  idempotencyKey: string;
}

export const createBooking = ({ body, idempotencyKey }: CreateBookingRequest) =>
  api.post<CreateBookingAnswer>('/api/bookings/create', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // Whatever the answer, availability may have changed (ours, or someone else's booking won).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rooms'] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['guest'] }),
  });
}
