import { type DeskGuestsAnswer, deskGuestsAnswer } from '@hotel/shared/schemas/front-desk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/front-desk/guests: guest accounts matching a name, e-mail, phone or a stay's reference. */
export async function searchGuests(q: string): Promise<DeskGuestsAnswer> {
  return deskGuestsAnswer.parse(await api.get('/api/front-desk/guests', { query: { q } }));
}

export const guestSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['guest', 'desk-search', q] as const,
    queryFn: () => searchGuests(q),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useGuestSearch(q: string) {
  return useQuery(guestSearchQuery(q));
}
