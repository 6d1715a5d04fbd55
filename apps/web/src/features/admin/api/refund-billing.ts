import { type RefundBody, refundAnswer } from '@hotel/shared/schemas/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/billings/:id/refund (admin, manager): money back to the card through the provider. */
export async function refundBilling(input: { id: string; body: RefundBody }) {
  return refundAnswer.parse(await api.post(`/api/billings/${encodeURIComponent(input.id)}/refund`, input.body));
}

export function useRefundBilling() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundBilling,
    onSuccess: () =>
      Promise.all(
        ['billings', 'dashboard', 'bookings', 'guest'].map((root) => client.invalidateQueries({ queryKey: [root] })),
      ),
  });
}
