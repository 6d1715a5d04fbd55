import type { PublicReviewsAnswer } from '@hotel/shared/schemas/reviews';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usePageQuery } from '@/lib/use-page-query';

export const getRoomReviews = (roomId: string, signal?: AbortSignal) =>
  api.get<PublicReviewsAnswer>(`/api/reviews/${encodeURIComponent(roomId)}`, { signal });

export const roomReviewsQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: ['reviews', 'room', roomId], queryFn: ({ signal }) => getRoomReviews(roomId, signal) });

export const useRoomReviews = (roomId: string) => usePageQuery(roomReviewsQueryOptions(roomId));
