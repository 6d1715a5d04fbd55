import { confirmBillingAnswer, type PaymentBillingDto } from '@hotel/shared/schemas/payments';
import { api } from '@/lib/api';

/** POST /api/billings/confirm: the server asks the provider itself before marking the bill paid. */
export async function confirmBilling(bookingId: string, amount: number): Promise<PaymentBillingDto> {
  return confirmBillingAnswer.parse(await api.post('/api/billings/confirm', { bookingId, amount })).billing;
}
