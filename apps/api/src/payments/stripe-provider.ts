import type Stripe from 'stripe';
import type { IntentStatus, PaymentEvent, PaymentProvider, ProviderIntent } from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API (stripe-mock, a proxy); unset = api.stripe.com. */
  apiUrl?: string;
}

/** Thrown when a webhook delivery does not prove it came from Stripe. */
export class WebhookSignatureError extends Error {}

const toIntent = (pi: Stripe.PaymentIntent): ProviderIntent => ({
  id: pi.id,
  bookingId: pi.metadata?.booking_id ?? null,
  amountCents: pi.amount,
  currency: pi.currency,
  status: pi.status as IntentStatus,
  clientSecret: pi.client_secret ?? '',
  lastError: pi.last_payment_error?.message ?? null,
});

function endpoint(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

/** Stripe PaymentIntents: card data never reaches us; Stripe.js confirms the card in the browser. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  // Stripe's library (~4 MB of the server's heap) is loaded only where Stripe takes the payments, from here on.
  const loaded = import('stripe').then(({ default: StripeSdk }) => ({
    StripeSdk,
    stripe: new StripeSdk(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...endpoint(settings.apiUrl),
    }),
  }));

  return {
    name: 'stripe',

    async createIntent(bookingId, amountCents, idempotencyKey) {
      const { stripe } = await loaded;
      const pi = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          // The card field is the only way to pay here: no method that would leave the page.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { booking_id: bookingId },
          description: `Hotel booking ${bookingId}`,
        },
        { idempotencyKey },
      );
      return toIntent(pi);
    },

    async getIntent(id) {
      const { stripe, StripeSdk } = await loaded;
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof StripeSdk.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },

    async refund(intentId, amountCents, idempotencyKey) {
      const { stripe } = await loaded;
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents, reason: 'requested_by_customer' },
        { idempotencyKey },
      );
      return { id: refund.id, intentId, amountCents: refund.amount, status: refund.status ?? 'pending' };
    },

    async verifyEvent(payload, signature, receivedAt) {
      if (!signature) throw new WebhookSignatureError('No signature');
      const { stripe } = await loaded;
      let event: Stripe.Event;
      try {
        // The library's default tolerance of 300 s, measured on the server's clock.
        event = stripe.webhooks.constructEvent(
          payload,
          signature,
          settings.webhookSecret,
          undefined,
          undefined,
          receivedAt.getTime(),
        );
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
      }
      const object = event.data?.object as { object?: string } | undefined;
      const intent = object?.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null;
      return { id: event.id, type: event.type, intent } satisfies PaymentEvent;
    },
  };
}
