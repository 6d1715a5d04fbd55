import { metricsAnswer, metricsQuery } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createDashboardService } from './dashboard.service.js';

export async function dashboardRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = createDashboardService(ctx);

  app.get(
    '/api/dashboard/metrics',
    { schema: { tags: ['dashboard'], querystring: metricsQuery, response: { 200: metricsAnswer } } },
    (request) => dashboard.metrics(request.query.period),
  );
}
