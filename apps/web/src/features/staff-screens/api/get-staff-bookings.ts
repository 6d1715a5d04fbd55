import {
  type StaffBookingListAnswer,
  type StaffBookingListQuery,
  staffBookingListAnswer,
} from '@hotel/shared/schemas/bookings-staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/bookings: one page of bookings with search, status and date filters. */
export async function getStaffBookings(params: StaffBookingListQuery): Promise<StaffBookingListAnswer> {
  return staffBookingListAnswer.parse(await api.get('/api/bookings', { query: { ...params } }));
}

export const staffBookingsQuery = (params: StaffBookingListQuery) =>
  queryOptions({
    queryKey: ['bookings', 'staff', params] as const,
    queryFn: () => getStaffBookings(params),
    placeholderData: keepPreviousData,
  });

export function useStaffBookings(params: StaffBookingListQuery) {
  return useQuery(staffBookingsQuery(params));
}
