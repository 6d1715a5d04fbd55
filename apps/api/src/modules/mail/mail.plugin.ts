import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.js';
import { runPeriodically } from '../../lib/periodic.js';
import { deliverDueMail } from './mail.sender.js';
import { transportFor } from './mail.transport.js';
import { enqueueArrivalReminders } from './reminders.js';

/** Sends the outbox every few seconds, and queues arrival reminders every hour. */
export const mailPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  const transport = transportFor(ctx.config);
  runPeriodically(app, 'mail_delivery', 15_000, async () => {
    const { sent, failed } = await deliverDueMail(ctx, transport);
    if (sent + failed > 0) app.log.info({ event: 'mail_delivered', sent, failed });
  });
  runPeriodically(app, 'mail_reminders', 60 * 60_000, async () => {
    const queued = await enqueueArrivalReminders(ctx);
    if (queued > 0) app.log.info({ event: 'mail_reminders_queued', queued });
  });
  app.addHook('onClose', async () => transport.close());
});
