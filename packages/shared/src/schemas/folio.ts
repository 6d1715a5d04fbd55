import { z } from 'zod';
import { dollarsInput, idSchema } from './common.js';

/** Kinds of line on a stay's folio (its charges and credits other than payments and refunds). */
export const FOLIO_LINE_KINDS = ['room-night', 'cancellation-fee', 'extra', 'adjustment'] as const;
export type FolioLineKind = (typeof FOLIO_LINE_KINDS)[number];
/** What the desk may charge to a stay from the admin's catalogue. */
export const CHARGE_CATEGORIES = ['minibar', 'spa', 'restaurant', 'laundry', 'other'] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];
/** How money was paid: by card through the provider, in cash at the desk, or marked paid at the desk. */
export const PAYMENT_METHODS = ['card', 'cash', 'desk'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A movement of money on a stay: a payment applied to its bill, or a refund paid back. */
export const PAYMENT_RECORD_KINDS = ['payment', 'refund'] as const;
export type PaymentRecordKind = (typeof PAYMENT_RECORD_KINDS)[number];

/** A stay takes charges while it is reserved (a deposit item) or in house; not once it ended or was cancelled. */
export const takesCharges = (bookingStatus: string): boolean =>
  bookingStatus === 'reserved' || bookingStatus === 'checked-in';

/** Why a charge or an adjustment was posted: shown on the folio and kept in the audit log. */
const reasonInput = z
  .string({ message: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(200, 'Keep the reason under 200 characters');

const positiveDollars = (label: string) =>
  // At least a cent: a tiny number would otherwise round to a charge of $0.
  dollarsInput(label).refine((v) => v >= 0.01, `The ${label} must be at least $0.01`);

/**
 * POST /api/bookings/:id/charges: an item of the catalogue (times a quantity), or a charge of its own with a
 * description, an amount and a reason.
 */
export const folioChargeBody = z
  .strictObject({
    itemId: idSchema.optional(),
    quantity: z.coerce
      .number({ message: 'Enter a quantity' })
      .int('Enter a whole quantity')
      .min(1, 'At least 1')
      .max(50, 'At most 50')
      .default(1),
    description: z.string().trim().min(2, 'Describe the charge').max(120, 'Keep it under 120 characters').optional(),
    amount: positiveDollars('amount').optional(),
    reason: reasonInput.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.itemId) return;
    if (!body.description)
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'Choose an item or describe the charge' });
    if (body.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount' });
    if (!body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Give a reason for a charge outside the list' });
  });
export type FolioChargeBody = z.input<typeof folioChargeBody>;

/** POST /api/bookings/:id/adjustments: a credit to the stay (admin and manager), with its reason. */
export const folioAdjustmentBody = z.strictObject({
  amount: positiveDollars('amount'),
  reason: reasonInput,
});
export type FolioAdjustmentBody = z.input<typeof folioAdjustmentBody>;

/**
 * One line of a stay's folio. `amount` is signed as it moves the balance: a charge is positive, and a
 * reversal, an adjustment or a payment negative; a refund positive (the money went back).
 */
export const folioLineDto = z.object({
  _id: z.string(),
  kind: z.enum([...FOLIO_LINE_KINDS, ...PAYMENT_RECORD_KINDS]),
  description: z.string(),
  /** The night a room charge is for, else the day it was posted (YYYY-MM-DD). */
  date: z.string(),
  amount: z.number(),
  method: z.string().nullable(),
  reason: z.string().nullable(),
  postedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type FolioLineDto = z.infer<typeof folioLineDto>;

export const folioAnswer = z.object({
  booking: z.object({
    _id: z.string(),
    reference: z.string(),
    status: z.string(),
    guestName: z.string(),
    roomNumber: z.string(),
    checkInDate: z.string(),
    checkOutDate: z.string(),
  }),
  lines: z.array(folioLineDto),
  totals: z.object({
    charged: z.number(),
    paid: z.number(),
    refunded: z.number(),
    /** Charges − payments + refunds: positive when the guest owes, negative when the hotel does. */
    balance: z.number(),
  }),
});
export type FolioAnswer = z.infer<typeof folioAnswer>;

export const chargeItemDto = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.enum(CHARGE_CATEGORIES),
  price: z.number(),
  active: z.boolean(),
});
export type ChargeItemDto = z.infer<typeof chargeItemDto>;
export const chargeItemsAnswer = z.object({ items: z.array(chargeItemDto) });
export type ChargeItemsAnswer = z.infer<typeof chargeItemsAnswer>;
export const chargeItemsQuery = z.strictObject({ all: z.enum(['true', 'false']).default('false') });

export const chargeItemBody = z.strictObject({
  name: z
    .string({ message: 'Enter a name' })
    .trim()
    .min(2, 'Enter a name')
    .max(80, 'Keep the name under 80 characters'),
  category: z.enum(CHARGE_CATEGORIES, { message: `Choose one of: ${CHARGE_CATEGORIES.join(', ')}` }),
  price: positiveDollars('price'),
});
export type ChargeItemBody = z.input<typeof chargeItemBody>;
export const chargeItemPatch = chargeItemBody.partial().extend({ active: z.boolean().optional() });
export type ChargeItemPatch = z.input<typeof chargeItemPatch>;

export const FOLIO_MSG = {
  bookingNotFound: 'Booking not found',
  itemNotFound: 'No such item in the list of charges',
  itemRetired: 'This item is no longer offered',
  itemNameTaken: 'An item with this name already exists',
  notChargeable: 'Charges can only be posted to a stay that is reserved or in house',
  adjustmentTooLarge: (max: string) => `An adjustment cannot credit more than the $${max} charged`,
  charged: 'Charge posted',
  adjusted: 'Adjustment posted',
  itemSaved: 'Item saved',
} as const;
