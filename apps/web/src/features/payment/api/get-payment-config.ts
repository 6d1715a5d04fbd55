import { type PublicConfig, publicConfigAnswer } from '@hotel/shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/config: which card form to show (our sandbox field or Stripe's) and Stripe's public key. */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return publicConfigAnswer.parse(await api.get('/api/config', { signal }));
}

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: ({ signal }) => getPaymentConfig(signal), staleTime: Infinity });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
