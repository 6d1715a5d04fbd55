import type { AppContext } from '../context.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';

export type { PaymentEvent, PaymentProvider, ProviderIntent } from './payment-provider.js';
export { OPEN_INTENT_STATUSES } from './payment-provider.js';
export type { SandboxProvider } from './sandbox-provider.js';
export { WebhookSignatureError } from './stripe-provider.js';

/** The provider named by PAYMENT_PROVIDER (the configuration already checked Stripe's keys). */
export function createPaymentProvider(ctx: AppContext): PaymentProvider | SandboxProvider {
  const { payments } = ctx.config;
  if (payments.provider === 'stripe') {
    return createStripeProvider({
      secretKey: payments.stripeSecretKey!,
      webhookSecret: payments.stripeWebhookSecret!,
      apiUrl: payments.stripeApiUrl,
    });
  }
  return createSandboxProvider(ctx.database.db, ctx.now);
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider => provider.name === 'sandbox';
