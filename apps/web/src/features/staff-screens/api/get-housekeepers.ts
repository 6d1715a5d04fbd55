import { type HousekeepersAnswer, housekeepersAnswer } from '@hotel/shared/schemas/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/staff/housekeeping: whom a task can be assigned to. */
export async function getHousekeepers(): Promise<HousekeepersAnswer> {
  return housekeepersAnswer.parse(await api.get('/api/staff/housekeeping'));
}

export const housekeepersQuery = () =>
  queryOptions({ queryKey: ['staff', 'housekeepers'] as const, queryFn: getHousekeepers });

export function useHousekeepers(enabled: boolean) {
  return useQuery({ ...housekeepersQuery(), enabled });
}
