import { type BillingStatus, balanceDue, INVOICE_MSG, nightsBetween } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors.js';
import { addDays } from '../../lib/hotel-time.js';
import type { SessionUser } from '../../plugins/session.js';
import { findBookingWithRelations } from '../bookings/bookings.repository.js';
import { listPaymentRecords } from '../payments/payment-records.repository.js';
import { findBookingWithBilling } from '../payments/payments.repository.js';

export interface InvoiceLine {
  date: string;
  description: string;
  amountCents: number;
}

/** What the invoice of one booking says, in cents: its charges, the money that moved, and what is left. */
export interface Invoice {
  reference: string;
  issuedOn: string;
  guest: { name: string; email: string };
  room: { roomNumber: string; title: string };
  stay: { checkIn: string; checkOut: string; nights: number; status: string };
  charges: InvoiceLine[];
  /** The bill as it stands differs from its charges (a goodwill refund lowered it): the difference. */
  adjustmentCents: number;
  totalCents: number;
  /** Tax included in the total, when the hotel configures a room tax rate. */
  tax: { rate: number; cents: number } | null;
  payments: InvoiceLine[];
  refunds: InvoiceLine[];
  balanceDueCents: number;
  refundDueCents: number;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The invoice of a booking: a guest's own (another's is "not found"), any for the desk and management. The
 * nights are charged at the rate of booking time, one line each; a cancelled stay is charged its fee.
 */
export async function buildInvoice(ctx: AppContext, actor: SessionUser, bookingId: string): Promise<Invoice> {
  const db = ctx.database.db;
  const row = await findBookingWithRelations(db, bookingId);
  if (!row || (actor.role === 'guest' && row.booking.guestId !== actor.id)) {
    throw new NotFoundError(INVOICE_MSG.notFound);
  }
  const bill = (await findBookingWithBilling(db, bookingId))?.billing;
  const { booking } = row;
  const nights = Math.max(1, nightsBetween(booking.checkIn, booking.checkOut));
  const nightly = Math.floor(booking.totalCents / nights);

  const charges: InvoiceLine[] = [];
  if (booking.status === 'cancelled') {
    if ((booking.cancellationChargeCents ?? 0) > 0) {
      charges.push({
        date: day(booking.cancelledAt ?? booking.updatedAt),
        description: 'Cancellation charge (first night)',
        amountCents: booking.cancellationChargeCents!,
      });
    }
  } else {
    for (let n = 0; n < nights; n++) {
      // The last night carries the cents a division leaves, so the nights add up to the stay's price.
      const amountCents = n === nights - 1 ? booking.totalCents - nightly * (nights - 1) : nightly;
      const date = addDays(booking.checkIn, n);
      charges.push({ date, description: `Room ${row.room.roomNumber}, night of ${date}`, amountCents });
    }
  }
  for (const service of booking.additionalServices) {
    charges.push({ date: booking.checkIn, description: `${service} (complimentary)`, amountCents: 0 });
  }
  const chargedCents = charges.reduce((sum, line) => sum + line.amountCents, 0);
  const totalCents = bill?.amountCents ?? chargedCents;

  const records = await listPaymentRecords(db, bookingId);
  const payments: InvoiceLine[] = records
    .filter((r) => r.kind === 'payment')
    .map((r) => ({ date: day(r.createdAt), description: `Payment by ${r.method}`, amountCents: r.amountCents }));
  const refunds: InvoiceLine[] = records
    .filter((r) => r.kind === 'refund')
    .map((r) => ({
      date: day(r.createdAt),
      description: `Refund to card: ${r.reason ?? ''}`,
      amountCents: r.amountCents,
    }));

  const refundDueCents = bill?.refundDueCents ?? 0;
  const balanceDueCents = bill ? balanceDue({ amount: bill.amountCents, status: bill.status as BillingStatus }) : 0;
  // A bill marked paid at the desk before the ledger kept desk payments: the money is shown as received.
  const onRecord = payments.reduce((s, p) => s + p.amountCents, 0) - refunds.reduce((s, r) => s + r.amountCents, 0);
  const unrecorded = totalCents - balanceDueCents + refundDueCents - onRecord;
  if (unrecorded > 0) {
    payments.push({
      date: day(bill?.updatedAt ?? booking.updatedAt),
      description: 'Paid at the desk',
      amountCents: unrecorded,
    });
  }

  const rate = ctx.config.invoice.roomTaxRate;
  return {
    reference: booking.reference,
    issuedOn: day(ctx.now()),
    guest: { name: row.guest.name, email: row.guest.email },
    room: { roomNumber: row.room.roomNumber, title: row.room.title },
    stay: { checkIn: booking.checkIn, checkOut: booking.checkOut, nights, status: booking.status },
    charges,
    adjustmentCents: totalCents - chargedCents,
    totalCents,
    tax: rate > 0 ? { rate, cents: Math.round(totalCents - totalCents / (1 + rate)) } : null,
    payments,
    refunds,
    balanceDueCents,
    refundDueCents,
  };
}
