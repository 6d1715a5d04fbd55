import { type CreateReviewBody, createReviewAnswer, type GuestReviewDto } from '@hotel/shared/schemas/reviews-guest';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guestKeys } from './keys';

/** POST /api/reviews: a review of the guest's own checked-out stay. */
export async function createReview(body: CreateReviewBody): Promise<GuestReviewDto> {
  return createReviewAnswer.parse(await api.post('/api/reviews', body)).review;
}

export function useCreateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // The room's page shows the review, and its rating and count change.
    onSuccess: () =>
      Promise.all(
        [guestKeys.reviews, ['rooms'], ['reviews']].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
