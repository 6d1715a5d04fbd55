import { z } from 'zod';
import { BILLING_STATUSES } from '../constants.js';
import { idSchema } from './common.js';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Messages of the payment flow, shared by the server and the payment modal. */
export const PAYMENT_MSG = {
  bookingNotFound: 'Booking not found',
  nothingToPay: 'Nothing is left to pay for this booking',
  amountMismatch: 'The amount must equal the pending bill',
  notPaid: 'The payment has not been completed',
  intentNotFound: 'No such payment',
  intentCanceled: 'This payment was cancelled. Please start again.',
  billChanged:
    'Your bill changed while you were paying. Your payment was applied to it: please check the balance (anything paid beyond it goes back to your card).',
  paidForCancelledStay: 'This stay was cancelled while you were paying: your payment is being refunded to your card.',
  processing: 'A payment for this booking is still being processed. Please wait a moment before paying again.',
  billingNotFound: 'Bill not found',
  refundUnpaid: 'Only a completed payment can be refunded',
  refundTooLarge: 'The refund is more than what is left of the payment',
  refundNothing: 'There is no card payment left to refund on this bill',
  refundFailed: 'The card provider did not accept the refund. Please try again.',
  refunded: 'Refund issued',
  invalidSignature: 'Invalid webhook signature',
  sandboxOnly: 'The sandbox card form is not in use',
  paymentFailed: 'Payment failed',
  fetchBillingsFailed: 'Failed to fetch billings',
} as const;

/** The hosted provider's test-mode decline texts; the sandbox answers with the same words. */
export const CARD_MSG = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  pastExpiry: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  incompleteExpiry: "Your card's expiration date is incomplete.",
} as const;

/** Minor units (cents): the billing amount × 100 (spec §7). */
const cents = z
  .number({ message: 'Enter the amount in cents' })
  .int('The amount is in cents: a whole number')
  .positive('The amount must be above zero')
  .max(1_000_000_000, 'The amount is too large');

/** Dollars with at most two decimals, as money travels in JSON. */
const dollars = z
  .number({ message: 'Enter the amount' })
  .nonnegative('The amount cannot be negative')
  .max(10_000_000, 'The amount is too large')
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'Use at most two decimals');

export const paymentIntentBody = z.strictObject({ bookingId: idSchema, amount: cents });
export type PaymentIntentBody = z.infer<typeof paymentIntentBody>;
export const paymentIntentAnswer = z.object({ clientSecret: z.string() });
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswer>;

/** `POST /api/billings/confirm`: `amount` is the bill in dollars, as the billing shows it. */
export const confirmBillingBody = z.strictObject({ bookingId: idSchema, amount: dollars });
export type ConfirmBillingBody = z.infer<typeof confirmBillingBody>;

export const paymentBillingDto = z.object({
  _id: z.string(),
  booking: z.object({ _id: z.string() }),
  amount: z.number(),
  status: z.enum(BILLING_STATUSES),
  paymentMethod: z.string().nullable(),
  /** What is still owed: the folio's charges less payments net of refunds. */
  balance: z.number(),
  /** What was paid beyond the charges (a cancelled stay, a payment made twice), owed back to the guest. */
  refundDue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentBillingDto = z.infer<typeof paymentBillingDto>;
export const confirmBillingAnswer = z.object({ billing: paymentBillingDto });
export type ConfirmBillingAnswer = z.infer<typeof confirmBillingAnswer>;

/**
 * The sandbox's card confirmation. Only the shape is checked here: a number that fails Luhn or a short
 * CVC is the provider's business and answers 402 with its words, as the hosted provider does.
 */
export const sandboxConfirmBody = z.strictObject({
  clientSecret: z.string().min(1, 'The payment is missing').max(300),
  card: z.strictObject({
    number: z.string().max(40, CARD_MSG.invalidNumber),
    expMonth: z.number({ message: CARD_MSG.incompleteExpiry }).int(CARD_MSG.invalidExpiryMonth),
    expYear: z.number({ message: CARD_MSG.incompleteExpiry }).int(CARD_MSG.invalidExpiryYear),
    cvc: z.string().max(8, CARD_MSG.incompleteCvc),
  }),
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBody>;
export const sandboxConfirmAnswer = z.object({ status: z.literal('succeeded') });

export const webhookAnswer = z.object({ received: z.literal(true) });

export const publicConfigAnswer = z.object({
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  stripePublishableKey: z.string().optional(),
  currency: z.literal('usd'),
  hotelTimezone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigAnswer>;
