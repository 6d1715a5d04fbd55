import { type StaffListAnswer, type StaffListQuery, staffListAnswer } from '@hotel/shared/schemas/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/staff: one page of staff members. */
export async function getStaff(params: StaffListQuery): Promise<StaffListAnswer> {
  return staffListAnswer.parse(await api.get('/api/staff', { query: { ...params } }));
}

export const staffQuery = (params: StaffListQuery) =>
  queryOptions({
    queryKey: ['staff', 'list', params] as const,
    queryFn: () => getStaff(params),
    placeholderData: keepPreviousData,
  });

export function useStaff(params: StaffListQuery) {
  return useQuery(staffQuery(params));
}
