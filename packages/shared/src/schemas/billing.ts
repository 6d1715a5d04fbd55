import { z } from 'zod';
import { BILLING_STATUSES, BOOKING_STATUSES } from '../constants.js';
import { pageAnswerShape, pageQueryShape, searchTerm, sortOrder } from './lists.js';

export const BILLING_STATUS_FILTERS = ['all', ...BILLING_STATUSES] as const;
export const BILLING_SORTS = ['createdAt', 'updatedAt', 'amount', 'status', 'guest'] as const;

export const billingListQuery = z.strictObject({
  ...pageQueryShape,
  status: z.enum(BILLING_STATUS_FILTERS).optional(),
  q: searchTerm,
  sort: z.enum(BILLING_SORTS).default('createdAt'),
  order: sortOrder.default('desc'),
});
export type BillingListQuery = z.input<typeof billingListQuery>;

/** Billing JSON (API.md): the bill with the booking it belongs to. */
export const billingDto = z.object({
  _id: z.string(),
  booking: z.object({
    _id: z.string(),
    reference: z.string(),
    checkInDate: z.string(),
    checkOutDate: z.string(),
    status: z.enum(BOOKING_STATUSES),
    totalPrice: z.number(),
    guest: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    room: z.object({ _id: z.string(), roomNumber: z.string(), title: z.string() }),
  }),
  amount: z.number(),
  status: z.enum(BILLING_STATUSES),
  paymentMethod: z.string().nullable(),
  /** What is still owed: the folio's charges less payments net of refunds. */
  balance: z.number(),
  refundDue: z.number(),
  /** What is left of the bill's card payments after their refunds: the most a refund can give back. */
  refundable: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BillingDto = z.infer<typeof billingDto>;

/** Sums over every bill, whatever the filter, so the figures match the overview's. */
export const billingSummary = z.object({
  confirmed: z.number(),
  pending: z.number(),
  failed: z.number(),
  refundDue: z.number(),
});
export type BillingSummary = z.infer<typeof billingSummary>;

export const billingListAnswer = z.object({
  billings: z.array(billingDto),
  summary: billingSummary,
  ...pageAnswerShape,
});
export type BillingListAnswer = z.infer<typeof billingListAnswer>;

export const totalRevenueAnswer = z.object({ totalRevenue: z.number() });
export type TotalRevenueAnswer = z.infer<typeof totalRevenueAnswer>;

/** POST /api/billings/:id/refund: money given back from the bill's card payments, whole or part, with a reason. */
export const refundBody = z.strictObject({
  amount: z
    .number({ message: 'Enter the amount to refund' })
    .positive('The refund must be above zero')
    .max(10_000_000, 'The amount is too large')
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'Use at most two decimals'),
  reason: z
    .string({ message: 'Give the reason for the refund' })
    .trim()
    .min(3, 'Give the reason for the refund')
    .max(500, 'The reason is too long'),
});
export type RefundBody = z.input<typeof refundBody>;

export const refundAnswer = z.object({
  message: z.string(),
  billing: z.object({ _id: z.string(), amount: z.number(), status: z.enum(BILLING_STATUSES), refundDue: z.number() }),
});
export type RefundAnswer = z.infer<typeof refundAnswer>;

export const INVOICE_MSG = { notFound: 'Booking not found', download: 'Download invoice (PDF)' } as const;
