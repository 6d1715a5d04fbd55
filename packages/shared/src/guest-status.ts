import { formatDollars } from './booking-rules.js';
import type { BillingStatus, BookingStatus } from './constants.js';

/** What a guest's stay shows to decide its one status; amounts in dollars, as the guest answers carry them. */
export interface GuestStatusInput {
  status: BookingStatus;
  billingId: { amount: number; balance: number; status: BillingStatus } | null;
  refunded?: number;
  refundDue?: number;
  cancellationCharge?: number | null;
}

export type GuestStatusKind = 'due' | 'paid' | 'in-house' | 'stayed' | 'cancelled';

export interface GuestStatus {
  kind: GuestStatusKind;
  label: string;
  /** The badge's colour family; the label always says the same in words. */
  tone: 'warning' | 'success' | 'info' | 'neutral' | 'danger';
}

const dollars = (amount: number): string => `$${formatDollars(Math.round(amount * 100))}`;

/**
 * One status a guest understands in place of the stay's and the bill's two words ("pending · reserved"):
 * whether anything is still to pay, whether they are in house, and what a cancellation cost or gave back.
 * A refund owed counts as refunded: the guest's money is on its way and nothing is asked of them.
 */
export function guestStatus(booking: GuestStatusInput): GuestStatus {
  switch (booking.status) {
    case 'checked-in':
      return { kind: 'in-house', label: 'In house', tone: 'info' };
    case 'checked-out':
      return { kind: 'stayed', label: 'Stayed', tone: 'neutral' };
    case 'cancelled': {
      const back = (booking.refunded ?? 0) + (booking.refundDue ?? 0);
      const charged = booking.cancellationCharge ?? 0;
      const label =
        back > 0
          ? `Cancelled · refunded ${dollars(back)}`
          : charged > 0
            ? `Cancelled · ${dollars(charged)} charged`
            : 'Cancelled';
      return { kind: 'cancelled', label, tone: 'danger' };
    }
    default: {
      const bill = booking.billingId;
      if (bill && bill.balance <= 0 && bill.status === 'confirmed')
        return { kind: 'paid', label: 'Paid', tone: 'success' };
      return { kind: 'due', label: 'Reserved · payment due', tone: 'warning' };
    }
  }
}

export const guestStatusLabel = (booking: GuestStatusInput): string => guestStatus(booking).label;
