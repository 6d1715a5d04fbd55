import {
  errorAnswer,
  guestBookingAnswer,
  guestBookingsAnswer,
  idParams,
  profileAnswer,
  profileBody,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createGuestAccountService } from './guests.account.service.js';

export async function guestAccountRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const account = createGuestAccountService(ctx);

  app.get(
    '/api/guest/profile',
    { schema: { tags: ['guest'], summary: 'The logged-in account, with its phone', response: { 200: profileAnswer } } },
    async (request) => ({ user: await account.profile(requireUser(request)) }),
  );

  app.put(
    '/api/guest/profile',
    {
      schema: {
        tags: ['guest'],
        summary: 'Edit name, phone and optionally the password (which ends the other sessions)',
        body: profileBody,
        response: { 200: profileAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const user = await account.updateProfile(requireUser(request), request.sessionId, request.body, request.ip);
      if (request.body.password) {
        request.log.info({ userId: user.id, event: 'password_change' }, 'password changed; other sessions ended');
      }
      return { user };
    },
  );

  app.get(
    '/api/guest/bookings',
    {
      schema: {
        tags: ['guest'],
        summary: "The guest's own bookings, newest first",
        response: { 200: guestBookingsAnswer },
      },
    },
    async (request) => account.bookings(requireUser(request)),
  );

  app.get(
    '/api/guest/bookings/:id',
    {
      schema: {
        tags: ['guest'],
        summary: "One of the guest's own bookings (its confirmation); another guest's is not found",
        params: idParams,
        response: { 200: guestBookingAnswer, 404: errorAnswer },
      },
    },
    async (request) => ({ booking: await account.booking(requireUser(request), request.params.id) }),
  );
}
