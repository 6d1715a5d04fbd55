import type { Period } from '@hotel/shared/constants';
import { type MetricsAnswer, metricsAnswer } from '@hotel/shared/schemas/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/dashboard/metrics: the overview's figures for a period. */
export async function getMetrics(period: Period): Promise<MetricsAnswer> {
  return metricsAnswer.parse(await api.get('/api/dashboard/metrics', { query: { period } }));
}

export const metricsQuery = (period: Period) =>
  queryOptions({
    queryKey: ['dashboard', 'metrics', period] as const,
    queryFn: () => getMetrics(period),
    placeholderData: keepPreviousData,
  });

export function useMetrics(period: Period) {
  return useQuery(metricsQuery(period));
}
