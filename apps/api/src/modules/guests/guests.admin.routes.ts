import {
  activeGuestsAnswer,
  GUEST_ADMIN_MSG,
  guestListAnswer,
  guestListQuery,
  idParams,
  messageAnswer,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createGuestAdminService } from './guests.admin.service.js';

/** The 'All Users' screen of the admin and manager panels. */
export async function guestAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guests = createGuestAdminService(ctx);
  const tags = ['guests'];

  app.get(
    '/api/guest',
    { schema: { tags, querystring: guestListQuery, response: { 200: guestListAnswer } } },
    (request) => guests.list(request.query),
  );

  app.get('/api/guest/active-guests/count', { schema: { tags, response: { 200: activeGuestsAnswer } } }, () =>
    guests.activeCount(),
  );

  app.delete(
    '/api/guest/:id',
    { schema: { tags, params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await guests.remove(requireUser(request), request.params.id);
      return { message: GUEST_ADMIN_MSG.deleted };
    },
  );
}
