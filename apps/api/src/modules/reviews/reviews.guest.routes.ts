import { createReviewAnswer, createReviewBody, errorAnswer, myReviewsAnswer } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createGuestReviewsService } from './reviews.guest.service.js';

export async function reviewsGuestRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reviews = createGuestReviewsService(ctx);

  app.post(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "Review the guest's own checked-out stay, once",
        body: createReviewBody,
        response: { 201: createReviewAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ review: await reviews.create(requireUser(request), request.body) }),
  );

  app.get(
    '/api/reviews/mine',
    { schema: { tags: ['reviews'], summary: "The guest's own reviews", response: { 200: myReviewsAnswer } } },
    async (request) => ({ reviews: await reviews.mine(requireUser(request)) }),
  );
}
