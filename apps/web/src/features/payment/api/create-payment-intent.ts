import { paymentIntentAnswer } from '@hotel/shared/schemas/payments';
import { api } from '@/lib/api';

/** POST /api/payments/intent: the bill in cents (amount × 100, spec §7) → the intent's client secret. */
export async function createPaymentIntent(bookingId: string, amountCents: number): Promise<string> {
  return paymentIntentAnswer.parse(await api.post('/api/payments/intent', { bookingId, amount: amountCents }))
    .clientSecret;
}
