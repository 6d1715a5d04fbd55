import { type GuestListAnswer, type GuestListQuery, guestListAnswer } from '@hotel/shared/schemas/guests-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/guest: one page of guest accounts. */
export async function getGuests(params: GuestListQuery): Promise<GuestListAnswer> {
  return guestListAnswer.parse(await api.get('/api/guest', { query: { ...params } }));
}

export const guestsQuery = (params: GuestListQuery) =>
  queryOptions({
    queryKey: ['guest', 'list', params] as const,
    queryFn: () => getGuests(params),
    placeholderData: keepPreviousData,
  });

export function useGuests(params: GuestListQuery, enabled = true) {
  return useQuery({ ...guestsQuery(params), enabled });
}
