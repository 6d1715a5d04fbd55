import type { RoomAnswer } from '@hotel/shared/schemas/rooms';
import { queryOptions } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/api';
import { usePageQueryState } from '@/lib/page-query-data';
import { usePageQuery } from '@/lib/use-page-query';

export const getRoom = (id: string, signal?: AbortSignal) =>
  api.get<RoomAnswer>(`/api/rooms/${encodeURIComponent(id)}`, { signal });

export const roomQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['rooms', 'detail', id], queryFn: ({ signal }) => getRoom(id, signal) });

/**
 * The room is not there: no room has this id (404), or it is not an id at all (400). Read from the status alone:
 * a missing room's page drawn by the server carries the error as JSON, no longer an ApiError.
 */
export const isMissingRoom = (error: unknown): boolean => {
  const status = (error as Partial<ApiError> | null)?.status;
  return status === 404 || status === 400;
};

export function useRoom(id: string) {
  // A missing room is an answer, not a failure to retry: asked again on mount, the page would first draw as
  // loading, and the server's drawing of 'Room not found.' could not be taken over as it is.
  const missing = isMissingRoom(usePageQueryState(roomQueryOptions(id).queryKey)?.error);
  return usePageQuery({ ...roomQueryOptions(id), retryOnMount: !missing });
}
