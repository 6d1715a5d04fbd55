import type { BillingListAnswer, billingListQuery, TotalRevenueAnswer } from '@hotel/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { toDollars } from '../../lib/money.js';
import { countBillings, listBillings, sumBillings } from './billing.repository.js';

export function createBillingService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async list(query: z.output<typeof billingListQuery>): Promise<BillingListAnswer> {
      const filter = { status: query.status === 'all' ? undefined : query.status, q: query.q };
      const [rows, total, sums] = await Promise.all([
        listBillings(db, filter, {
          sort: query.sort,
          order: query.order,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        countBillings(db, filter),
        sumBillings(db),
      ]);
      return {
        billings: rows.map(({ billing, booking, guest, room, refundableCents }) => ({
          _id: billing.id,
          booking: {
            _id: booking.id,
            reference: booking.reference,
            checkInDate: booking.checkIn,
            checkOutDate: booking.checkOut,
            status: booking.status,
            totalPrice: toDollars(booking.totalCents),
            guest: { _id: guest.id, name: guest.name, email: guest.email ?? '' },
            room: { _id: room.id, roomNumber: room.roomNumber, title: room.title },
          },
          amount: toDollars(billing.amountCents),
          status: billing.status,
          paymentMethod: billing.paymentMethod,
          balance: toDollars(billing.balanceCents),
          refundDue: toDollars(billing.refundDueCents),
          refundable: toDollars(refundableCents),
          createdAt: billing.createdAt.toISOString(),
          updatedAt: billing.updatedAt.toISOString(),
        })),
        summary: {
          confirmed: toDollars(sums.confirmed),
          pending: toDollars(sums.pending),
          failed: toDollars(sums.failed),
          refundDue: toDollars(sums.refundDue),
        },
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** What guests have paid for their charges (API.md): payments less refunds, less what is owed back. */
    async totalRevenue(): Promise<TotalRevenueAnswer> {
      const sums = await sumBillings(db);
      return { totalRevenue: toDollars(sums.confirmed) };
    },
  };
}

// Read by other modules inside their own transactions.
export { sumBillings } from './billing.repository.js';
