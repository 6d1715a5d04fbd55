import type { PaymentProviderName } from '@hotel/shared';

/** The hosted provider's PaymentIntent states; the sandbox uses the same words. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** States in which the guest can still pay into an intent. */
export const OPEN_INTENT_STATUSES: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

export interface ProviderIntent {
  id: string;
  /** The booking named in the intent's metadata; null when the intent is not ours. */
  bookingId: string | null;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  clientSecret: string;
  /** The provider's message for the last failed attempt, if any. */
  lastError: string | null;
}

/** Money given back from a succeeded intent. */
export interface ProviderRefund {
  id: string;
  intentId: string;
  amountCents: number;
  /** `succeeded`, or `pending` while the provider is still sending it back (the hosted provider's words). */
  status: string;
}

export interface PaymentEvent {
  id: string;
  type: string;
  /** The PaymentIntent the event is about, for `payment_intent.*` events. */
  intent: ProviderIntent | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates (or, for a key already used, returns the same) intent for a booking's bill, in cents. */
  createIntent(bookingId: string, amountCents: number, idempotencyKey: string): Promise<ProviderIntent>;
  /** Asks the provider for the intent's current state; null when the provider does not know it. */
  getIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Gives `amountCents` of a succeeded intent back to the card. The same key always names the same refund, so
   * a retried request cannot refund twice; the provider refuses more than what is left of the payment.
   */
  refund(intentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund>;
  /**
   * Verifies a webhook delivery on its raw bytes and returns the event; throws when the signature is
   * missing, wrong or too old. Providers without webhooks leave it out.
   */
  verifyEvent?(payload: Buffer, signature: string | undefined, receivedAt: Date): Promise<PaymentEvent>;
}
