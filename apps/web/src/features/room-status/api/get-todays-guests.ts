import { type TodaysGuestsAnswer, todaysGuestsAnswer } from '@hotel/shared/schemas/front-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/bookings/checkinandcheckoutguest: today's arrivals and departures (hotel time). */
export async function getTodaysGuests(): Promise<TodaysGuestsAnswer> {
  return todaysGuestsAnswer.parse(await api.get('/api/bookings/checkinandcheckoutguest'));
}

export const todaysGuestsQuery = () =>
  queryOptions({ queryKey: ['front-desk', 'today'] as const, queryFn: getTodaysGuests });

export function useTodaysGuests() {
  return useQuery(todaysGuestsQuery());
}
