import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import { describe, expect, it } from 'vitest';
import { isPayable, toPayTarget } from './pay-target';

const bill = (balance: number, amount = 450) => ({ _id: 'bill-1', amount, status: 'pending' as const, balance });

const booking = (billingId: DashboardBookingDto['billingId']): DashboardBookingDto => ({
  _id: 'b-1',
  reference: 'AUR-7K3QX',
  guest: { _id: 'u-1', name: 'Ada Guest', email: 'ada@example.com' },
  room: {
    _id: 'r-101',
    roomNumber: '101',
    type: 'deluxe',
    title: 'Deluxe King',
    status: 'available',
    housekeeping: 'clean',
  },
  roomId: { _id: 'r-101', title: 'Deluxe King' },
  checkInDate: '2026-03-07',
  checkOutDate: '2026-03-10',
  nights: 3,
  guests: 2,
  status: 'reserved',
  additionalServices: [],
  billing: billingId,
  billingId,
  totalPrice: 450,
  createdAt: '2026-02-01T10:00:00.000Z',
  noShow: false,
  paidAt: null,
  refundDue: 0,
  refunded: 0,
  releaseAt: null,
  releasedAt: null,
  cancellationCharge: null,
  freeCancellationUntil: null,
  cancelledAt: null,
});

describe('isPayable', () => {
  it('offers to pay while something is owed', () => {
    expect(isPayable(booking(bill(450)))).toBe(true);
    expect(isPayable(booking(bill(0.5)))).toBe(true);
  });

  it('does not offer to pay a settled bill, a bill in credit, or a stay without a bill', () => {
    expect(isPayable(booking(bill(0)))).toBe(false);
    expect(isPayable(booking(bill(-25)))).toBe(false);
    expect(isPayable(booking(null))).toBe(false);
  });
});

describe('toPayTarget', () => {
  it('asks for the balance still due on the stay, not the whole bill', () => {
    expect(toPayTarget(booking(bill(120.5, 450)))).toEqual({
      bookingId: 'b-1',
      amount: 120.5,
      roomTitle: 'Deluxe King',
      checkInDate: '2026-03-07',
      checkOutDate: '2026-03-10',
    });
  });

  it('asks for nothing when nothing is owed', () => {
    expect(toPayTarget(booking(bill(-25))).amount).toBe(0);
    expect(toPayTarget(booking(null)).amount).toBe(0);
  });
});
