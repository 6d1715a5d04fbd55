import { type ReviewListAnswer, type ReviewListQuery, reviewListAnswer } from '@hotel/shared/schemas/reviews-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/reviews: one page of reviews with the guest's name and the room number. */
export async function getReviews(params: ReviewListQuery): Promise<ReviewListAnswer> {
  return reviewListAnswer.parse(await api.get('/api/reviews', { query: { ...params } }));
}

export const reviewsQuery = (params: ReviewListQuery) =>
  queryOptions({
    queryKey: ['reviews', 'admin', params] as const,
    queryFn: () => getReviews(params),
    placeholderData: keepPreviousData,
  });

export function useReviews(params: ReviewListQuery) {
  return useQuery(reviewsQuery(params));
}
