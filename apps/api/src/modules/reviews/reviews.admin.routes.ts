import { idParams, messageAnswer, REVIEW_ADMIN_MSG, reviewListAnswer, reviewListQuery } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createReviewAdminService } from './reviews.admin.service.js';

export async function reviewAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reviews = createReviewAdminService(ctx);
  const tags = ['reviews'];

  app.get(
    '/api/reviews',
    { schema: { tags, querystring: reviewListQuery, response: { 200: reviewListAnswer } } },
    (request) => reviews.list(request.query),
  );

  app.delete(
    '/api/reviews/:id',
    { schema: { tags, params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await reviews.remove(requireUser(request), request.params.id);
      return { message: REVIEW_ADMIN_MSG.deleted };
    },
  );
}
