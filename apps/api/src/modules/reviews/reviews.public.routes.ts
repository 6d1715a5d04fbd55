import { errorAnswer, publicReviewsAnswer, roomReviewsParams } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { sendKeptOrMade } from '../rooms/kept-answer-reply.js';
import { createPublicReviewsService } from './reviews.public.service.js';

export async function reviewsPublicRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reviewsService = createPublicReviewsService(ctx);

  // Kept with the room answers, by the same rules: a room page asks for them on every visit. A room that does not
  // exist throws, and is not kept.
  const reviewsKey = (roomId: string) => `reviews ${roomId}`;
  const reviewsBody = (roomId: string) =>
    fastify.publicRoomsCache.get(reviewsKey(roomId), async () =>
      JSON.stringify(publicReviewsAnswer.encode({ reviews: await reviewsService.forRoom(roomId) })),
    );

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
    (request, reply) => {
      const { roomId } = request.params;
      return sendKeptOrMade(request, reply, fastify.publicRoomsCache.fresh(reviewsKey(roomId)), () =>
        reviewsBody(roomId),
      );
    },
  );
  fastify.inProcessReads.add({
    url: '/api/reviews/:roomId',
    params: roomReviewsParams,
    read: ({ params }) => reviewsBody(params.roomId),
  });
}
