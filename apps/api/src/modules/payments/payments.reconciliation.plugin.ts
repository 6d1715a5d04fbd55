import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.js';
import { runPeriodically } from '../../lib/periodic.js';
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
  runPeriodically(app, 'reconciliation', EVERY_MS, async () => {
    const result = await payments.reconcile(app.log);
    if (result.applied > 0 || result.refunded > 0) app.log.warn({ event: 'payments_reconciled', ...result });
  });
});
