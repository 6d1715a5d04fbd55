import type { AppContext } from '../../context.js';
import { createPaymentProvider } from '../../payments/index.js';
import { createPaymentsService } from './payments.service.js';

/**
 * Runs a change that can leave money owed back to a guest (a cancellation). Payments made but not applied yet
 * (a closed tab, a late webhook) are applied first, so the change sees them; what is owed back afterwards is
 * refunded through the provider. When the provider cannot be reached the change still happens: the
 * reconciliation applies and refunds later.
 */
export async function withMoneySettled<T>(ctx: AppContext, bookingId: string, change: () => Promise<T>): Promise<T> {
  const payments = createPaymentsService(ctx, createPaymentProvider(ctx));
  await payments.sync(bookingId).catch(() => undefined);
  const result = await change();
  await payments.refundOwed(bookingId).catch(() => 0);
  return result;
}
