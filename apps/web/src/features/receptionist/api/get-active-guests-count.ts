import { activeGuestsAnswer } from '@hotel/shared/schemas/guests-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/guest/active-guests/count: distinct guests checked in right now. */
export async function getActiveGuestsCount(): Promise<number> {
  return activeGuestsAnswer.parse(await api.get('/api/guest/active-guests/count')).totalActiveGuests;
}

export const activeGuestsCountQuery = () =>
  queryOptions({ queryKey: ['guest', 'active-guests', 'count'] as const, queryFn: getActiveGuestsCount });

export function useActiveGuestsCount() {
  return useQuery(activeGuestsCountQuery());
}
