import { createBookingAnswer, createBookingBody, errorAnswer, idempotencyKeySchema } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { toBookingDto, toGuestBookingDto } from './bookings.dto.js';
import { createBookingService } from './bookings.service.js';

/** The spec's booking call, used by guests from a room page and by the front desk for a guest. */
export async function bookingsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bookingsService = createBookingService(ctx);

  app.post(
    '/api/bookings/create',
    {
      // A new stay holds nights: the room answers themselves are unchanged and stay kept.
      config: { publicRoomsChange: 'holds' },
      schema: {
        tags: ['bookings'],
        summary: 'Book a room for a stay; the server prices it and the database refuses a night already taken',
        body: createBookingBody,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
        response: {
          201: createBookingAnswer,
          400: errorAnswer,
          403: errorAnswer,
          404: errorAnswer,
          409: errorAnswer,
          422: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { status, billingStatus, ...input } = request.body;
      const created = await bookingsService.create(actor, input, {
        idempotencyKey: request.headers['idempotency-key'],
        ...(status ? { status } : {}),
        ...(billingStatus ? { billingStatus } : {}),
      });
      if (created.replayed) reply.header('Idempotent-Replayed', 'true');
      const booking = actor.role === 'guest' ? toGuestBookingDto(created.booking) : toBookingDto(created.booking);
      return reply.code(201).send({ message: created.message, booking });
    },
  );
}
