import type { PaymentBillingDto } from '@hotel/shared';
import { toDollars } from '../../lib/money.js';
import type { BillingRow } from './payments.repository.js';

export const toBillingDto = (row: BillingRow): PaymentBillingDto => ({
  _id: row.id,
  booking: { _id: row.bookingId },
  amount: toDollars(row.amountCents),
  status: row.status as PaymentBillingDto['status'],
  paymentMethod: row.paymentMethod,
  balance: toDollars(row.balanceCents),
  refundDue: toDollars(row.refundDueCents),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
