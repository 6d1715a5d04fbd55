import {
  idParams,
  messageAnswer,
  recentBookingsAnswer,
  recentBookingsQuery,
  rescheduleBody,
  STAFF_BOOKING_MSG,
  staffBookingAnswer,
  staffBookingBody,
  staffBookingListAnswer,
  staffBookingListQuery,
  totalBookingsAnswer,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createStaffBookingService } from './bookings.staff.service.js';

/** The booking screens of the staff panels. */
export async function staffBookingRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bookings = createStaffBookingService(ctx);
  const tags = ['bookings'];

  app.get(
    '/api/bookings',
    { schema: { tags, querystring: staffBookingListQuery, response: { 200: staffBookingListAnswer } } },
    (request) => bookings.list(request.query),
  );

  app.get('/api/bookings/total', { schema: { tags, response: { 200: totalBookingsAnswer } } }, () => bookings.total());

  app.get(
    '/api/bookings/recent/bookings',
    { schema: { tags, querystring: recentBookingsQuery, response: { 200: recentBookingsAnswer } } },
    (request) => bookings.recent(request.query.limit),
  );

  app.post(
    '/api/bookings',
    { schema: { tags, body: staffBookingBody, response: { 201: staffBookingAnswer } } },
    async (request, reply) => {
      const booking = await bookings.create(requireUser(request), request.body);
      return reply.code(201).send({ message: STAFF_BOOKING_MSG.created, booking });
    },
  );

  app.put(
    '/api/bookings/:id',
    { schema: { tags, params: idParams, body: staffBookingBody, response: { 200: staffBookingAnswer } } },
    async (request) => ({
      message: STAFF_BOOKING_MSG.updated,
      booking: await bookings.update(requireUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/bookings/:id/reschedule',
    {
      schema: {
        tags,
        summary: 'Move a reserved stay to another room or other nights; the server prices it from the room’s rate',
        params: idParams,
        body: rescheduleBody,
        response: { 200: staffBookingAnswer },
      },
    },
    async (request) => ({
      message: STAFF_BOOKING_MSG.updated,
      booking: await bookings.reschedule(requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/bookings/:id',
    { schema: { tags, params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await bookings.remove(requireUser(request), request.params.id);
      return { message: STAFF_BOOKING_MSG.deleted };
    },
  );
}
