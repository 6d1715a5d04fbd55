import { type BillingListAnswer, type BillingListQuery, billingListAnswer } from '@hotel/shared/schemas/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/billings: one page of bills, with the hotel's totals. */
export async function getBillings(params: BillingListQuery): Promise<BillingListAnswer> {
  return billingListAnswer.parse(await api.get('/api/billings', { query: { ...params } }));
}

export const billingsQuery = (params: BillingListQuery) =>
  queryOptions({
    queryKey: ['billings', 'list', params] as const,
    queryFn: () => getBillings(params),
    placeholderData: keepPreviousData,
  });

export function useBillings(params: BillingListQuery) {
  return useQuery(billingsQuery(params));
}
