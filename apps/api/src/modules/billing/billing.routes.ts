import { billingListAnswer, billingListQuery, totalRevenueAnswer } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createBillingService } from './billing.service.js';

export async function billingRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const billing = createBillingService(ctx);
  const tags = ['billing'];

  app.get(
    '/api/billings',
    { schema: { tags, querystring: billingListQuery, response: { 200: billingListAnswer } } },
    (request) => billing.list(request.query),
  );

  app.get('/api/billings/total-revenue', { schema: { tags, response: { 200: totalRevenueAnswer } } }, () =>
    billing.totalRevenue(),
  );
}
