import { type DashboardBookingDto, guestBookingAnswer } from '@hotel/shared/schemas/guest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { guestKeys } from './keys';

/** GET /api/guest/bookings/:id: one of the guest's stays; another guest's answers 404 like an unknown id. */
export async function getGuestBooking(id: string, signal?: AbortSignal): Promise<DashboardBookingDto> {
  return guestBookingAnswer.parse(await api.get(`/api/guest/bookings/${encodeURIComponent(id)}`, { signal })).booking;
}

export const guestBookingQueryOptions = (id: string) =>
  queryOptions({
    // Under the list's key, so that a payment or a cancellation that refreshes the list refreshes this too.
    queryKey: guestKeys.booking(id),
    queryFn: ({ signal }) => getGuestBooking(id, signal),
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const useGuestBooking = (id: string) => useQuery(guestBookingQueryOptions(id));
