import { guestStatus, guestStatusLabel } from '@hotel/shared/guest-status';
import { describe, expect, it } from 'vitest';

const bill = (amount: number, balance: number, status: 'pending' | 'confirmed' | 'failed' = 'pending') => ({
  amount,
  balance,
  status,
});

describe('the one status a guest reads on a stay', () => {
  it.each([
    ['an unpaid reservation', { status: 'reserved', billingId: bill(600, 600) }, 'Reserved · payment due'],
    [
      'a reservation whose card failed',
      { status: 'reserved', billingId: bill(600, 600, 'failed') },
      'Reserved · payment due',
    ],
    [
      'a reservation partly paid',
      { status: 'reserved', billingId: bill(600, 200, 'confirmed') },
      'Reserved · payment due',
    ],
    ['a paid reservation', { status: 'reserved', billingId: bill(600, 0, 'confirmed') }, 'Paid'],
    ['a reservation without a bill', { status: 'reserved', billingId: null }, 'Reserved · payment due'],
    ['a guest in house', { status: 'checked-in', billingId: bill(600, 600) }, 'In house'],
    ['a stay that is over', { status: 'checked-out', billingId: bill(600, 0, 'confirmed') }, 'Stayed'],
    [
      'a free cancellation',
      { status: 'cancelled', billingId: bill(0, 0, 'confirmed'), cancellationCharge: 0 },
      'Cancelled',
    ],
    [
      'a paid stay cancelled in time',
      { status: 'cancelled', billingId: bill(0, 0, 'confirmed'), cancellationCharge: 0, refunded: 600 },
      'Cancelled · refunded $600',
    ],
    [
      'a refund still on its way',
      { status: 'cancelled', billingId: bill(0, 0, 'confirmed'), refunded: 0, refundDue: 425.5 },
      'Cancelled · refunded $425.50',
    ],
    [
      'a late cancellation',
      { status: 'cancelled', billingId: bill(300, 300), cancellationCharge: 300 },
      'Cancelled · $300 charged',
    ],
    [
      'a late cancellation of a paid stay: the refund matters most',
      { status: 'cancelled', billingId: bill(300, 0, 'confirmed'), cancellationCharge: 300, refunded: 1200 },
      'Cancelled · refunded $1,200',
    ],
  ] as const)('%s reads "%s"', (_case, booking, label) => {
    expect(guestStatusLabel(booking)).toBe(label);
  });

  it('gives each state a tone, so a colour never stands alone', () => {
    expect(guestStatus({ status: 'reserved', billingId: bill(600, 600) }).tone).toBe('warning');
    expect(guestStatus({ status: 'reserved', billingId: bill(600, 0, 'confirmed') }).tone).toBe('success');
    expect(guestStatus({ status: 'cancelled', billingId: null }).tone).toBe('danger');
  });
});
