import { type RecentBookingsAnswer, recentBookingsAnswer } from '@hotel/shared/schemas/bookings-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/bookings/recent/bookings: the newest bookings. */
export async function getRecentBookings(limit: number): Promise<RecentBookingsAnswer> {
  return recentBookingsAnswer.parse(await api.get('/api/bookings/recent/bookings', { query: { limit } }));
}

export const recentBookingsQuery = (limit: number) =>
  queryOptions({ queryKey: ['bookings', 'recent', limit] as const, queryFn: () => getRecentBookings(limit) });

export function useRecentBookings(limit = 5) {
  return useQuery(recentBookingsQuery(limit));
}
