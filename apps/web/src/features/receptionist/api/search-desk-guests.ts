import { type DeskGuestsAnswer, deskGuestsAnswer } from '@hotel/shared/schemas/front-desk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/front-desk/guests: guest accounts matching a name or e-mail, for the booking form. */
export async function searchDeskGuests(q: string): Promise<DeskGuestsAnswer> {
  return deskGuestsAnswer.parse(await api.get('/api/front-desk/guests', { query: { q } }));
}

export const deskGuestsSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['guest', 'desk-search', q] as const,
    queryFn: () => searchDeskGuests(q),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useDeskGuestSearch(q: string) {
  return useQuery(deskGuestsSearchQuery(q));
}
