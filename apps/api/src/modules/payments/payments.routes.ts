import {
  confirmBillingAnswer,
  confirmBillingBody,
  errorAnswer,
  idParams,
  PAYMENT_MSG,
  paymentIntentAnswer,
  paymentIntentBody,
  publicConfigAnswer,
  refundAnswer,
  refundBody,
  sandboxConfirmAnswer,
  sandboxConfirmBody,
  webhookAnswer,
} from '@hotel/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { createPaymentProvider, WebhookSignatureError } from '../../payments/index.js';
import { requireUser } from '../../plugins/session.js';
import { BillChangedError, createPaymentsService } from './payments.service.js';

// Provider events are a few kilobytes; leave room for large metadata without accepting anything huge.
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * A payment, its confirmation and a refund change a bill, its payments and the mail to send, never a booking's
 * status or its nights (a late payment on a released stay is owed back, not a stay brought back): the room answers
 * kept for visitors stay as they are. Guests pay all day; each payment would otherwise make the next visitors' room
 * list and searches database reads.
 */
const BILL_ONLY = { publicRoomsChange: 'nothing' } as const;

/** A guest's payment that did not simply settle the bill (it changed meanwhile) must show in the logs. */
async function warnUnapplied<T>(log: FastifyBaseLogger, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof BillChangedError) {
      log.warn({ event: 'bill_changed_during_payment', ...err.details }, 'the bill changed while the guest paid');
    }
    throw err;
  }
}

export async function paymentsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = createPaymentProvider(ctx);
  const payments = createPaymentsService(ctx, provider);
  const { payments: settings } = ctx.config;

  app.get('/api/config', { schema: { tags: ['payments'], response: { 200: publicConfigAnswer } } }, async () => ({
    paymentProvider: settings.provider,
    ...(settings.provider === 'stripe' ? { stripePublishableKey: settings.stripePublishableKey } : {}),
    currency: 'usd' as const,
    hotelTimezone: ctx.config.hotelTimezone,
  }));

  app.post(
    '/api/payments/intent',
    {
      config: BILL_ONLY,
      schema: { tags: ['payments'], body: paymentIntentBody, response: { 200: paymentIntentAnswer } },
    },
    async (request) => warnUnapplied(request.log, () => payments.createIntent(requireUser(request), request.body)),
  );

  app.post(
    '/api/billings/confirm',
    {
      config: BILL_ONLY,
      schema: { tags: ['payments'], body: confirmBillingBody, response: { 200: confirmBillingAnswer } },
    },
    async (request) => ({
      billing: await warnUnapplied(request.log, () => payments.confirmBilling(requireUser(request), request.body)),
    }),
  );

  app.post(
    '/api/billings/:id/refund',
    {
      config: BILL_ONLY,
      schema: {
        tags: ['billing'],
        summary: 'Give money back from a bill’s card payments through the provider, whole or part, with a reason',
        params: idParams,
        body: refundBody,
        response: { 200: refundAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer, 502: errorAnswer },
      },
    },
    async (request) => payments.refund(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/payments/sandbox/confirm',
    {
      config: BILL_ONLY,
      schema: { tags: ['payments'], body: sandboxConfirmBody, response: { 200: sandboxConfirmAnswer } },
    },
    async (request) => payments.confirmSandboxCard(request.body),
  );

  // The signature covers the exact bytes sent, so this one route reads its body raw, in its own scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        config: BILL_ONLY,
        schema: { tags: ['payments'], response: { 200: webhookAnswer } },
      },
      async (request) => {
        if (!provider.verifyEvent) throw new NotFoundError();
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new ValidationError(PAYMENT_MSG.invalidSignature);
        const header = request.headers['stripe-signature'];
        let event: Awaited<ReturnType<NonNullable<typeof provider.verifyEvent>>>;
        try {
          event = await provider.verifyEvent(raw, typeof header === 'string' ? header : undefined, ctx.now());
        } catch (err) {
          if (!(err instanceof WebhookSignatureError)) throw err;
          request.log.warn({ event: 'webhook_signature_failure' }, 'webhook signature rejected');
          throw new ValidationError(PAYMENT_MSG.invalidSignature);
        }
        const outcome = await payments.applyEvent(event);
        const log = outcome === 'refund_due' ? request.log.warn : request.log.info;
        log.call(request.log, { eventId: event.id, type: event.type, outcome }, 'payment event');
        return { received: true as const };
      },
    );
  });
}
