import {
  type StaffBookingListAnswer,
  type StaffBookingListQuery,
  staffBookingListAnswer,
} from '@hotel/shared/schemas/bookings-staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/bookings: one page of bookings for the desk's table. */
export async function getDeskBookings(params: StaffBookingListQuery): Promise<StaffBookingListAnswer> {
  return staffBookingListAnswer.parse(await api.get('/api/bookings', { query: { ...params } }));
}

export const deskBookingsQuery = (params: StaffBookingListQuery) =>
  queryOptions({
    queryKey: ['bookings', 'desk', params] as const,
    queryFn: () => getDeskBookings(params),
    placeholderData: keepPreviousData,
  });

export function useDeskBookings(params: StaffBookingListQuery) {
  return useQuery(deskBookingsQuery(params));
}
