import { type MyReviewsAnswer, myReviewsAnswer } from '@hotel/shared/schemas/reviews-guest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guestKeys } from './keys';

/** GET /api/reviews/mine. */
export async function getMyReviews(signal?: AbortSignal): Promise<MyReviewsAnswer> {
  return myReviewsAnswer.parse(await api.get('/api/reviews/mine', { signal }));
}

export const myReviewsQueryOptions = () =>
  queryOptions({ queryKey: guestKeys.reviews, queryFn: ({ signal }) => getMyReviews(signal) });

export const useMyReviews = () => useQuery(myReviewsQueryOptions());
