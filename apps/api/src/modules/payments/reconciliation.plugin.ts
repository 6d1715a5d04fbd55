import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.js';
import { createPaymentProvider } from '../../payments/index.js';
import { createPaymentsService } from './payments.service.js';

/** Often enough that a guest who closed the tab sees the payment within minutes, rare enough to cost nothing. */
const EVERY_MS = 5 * 60_000;

/**
 * Applies the payments the guest's confirm call and the webhook both missed, and retries refunds still owed:
 * once when the server is ready, then every few minutes. Several instances may run it at once: a payment is
 * applied once and a refund made once whoever gets there first.
 */
export const paymentReconciliationPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  const payments = createPaymentsService(ctx, createPaymentProvider(ctx));
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= payments
      .reconcile(app.log)
      .then((result) => {
        if (result.applied > 0 || result.refunded > 0) app.log.warn({ event: 'payments_reconciled', ...result });
      })
      .catch((err: unknown) => app.log.error({ err, event: 'reconciliation_failed' }, 'payment reconciliation failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
