import { type GuestBookingsAnswer, guestBookingsAnswer } from '@hotel/shared/schemas/guest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guestKeys } from './keys';

/** GET /api/guest/bookings: the guest's bookings (newest first), their count and the confirmed total. */
export async function getGuestBookings(signal?: AbortSignal): Promise<GuestBookingsAnswer> {
  return guestBookingsAnswer.parse(await api.get('/api/guest/bookings', { signal }));
}

export const guestBookingsQueryOptions = () =>
  // Always fresh on opening the dashboard: a booking made a moment ago must be there to pay.
  queryOptions({ queryKey: guestKeys.bookings, queryFn: ({ signal }) => getGuestBookings(signal), staleTime: 0 });

export const useGuestBookings = () => useQuery(guestBookingsQueryOptions());
