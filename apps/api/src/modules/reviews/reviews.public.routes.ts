import { errorAnswer, publicReviewsAnswer, roomReviewsParams } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createPublicReviewsService } from './reviews.public.service.js';

export async function reviewsPublicRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reviewsService = createPublicReviewsService(ctx);

  app.get(
    '/api/reviews/:roomId',
    {
      schema: {
        tags: ['reviews'],
        summary: "A room's reviews, newest first",
        params: roomReviewsParams,
        response: { 200: publicReviewsAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => ({ reviews: await reviewsService.forRoom(request.params.roomId) }),
  );
}
