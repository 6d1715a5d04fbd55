import {
  housekeepersAnswer,
  idParams,
  messageAnswer,
  STAFF_MSG,
  staffAnswer,
  staffCreateBody,
  staffListAnswer,
  staffListQuery,
  staffUpdateBody,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createStaffService } from './staff.service.js';

export async function staffRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = createStaffService(ctx);
  const tags = ['staff'];

  app.get(
    '/api/staff',
    { schema: { tags, querystring: staffListQuery, response: { 200: staffListAnswer } } },
    (request) => staff.list(request.query),
  );

  app.get('/api/staff/housekeeping', { schema: { tags, response: { 200: housekeepersAnswer } } }, () =>
    staff.housekeepers(),
  );

  app.post(
    '/api/staff',
    { schema: { tags, body: staffCreateBody, response: { 201: staffAnswer } } },
    async (request, reply) => {
      const user = await staff.create(requireUser(request), request.body);
      request.log.info(
        { userId: requireUser(request).id, targetId: user._id, role: user.role, event: 'staff_created' },
        'staff created',
      );
      return reply.code(201).send({ message: STAFF_MSG.added, user });
    },
  );

  app.put(
    '/api/staff/:id',
    { schema: { tags, params: idParams, body: staffUpdateBody, response: { 200: staffAnswer } } },
    async (request) => {
      const user = await staff.update(requireUser(request), request.params.id, request.body);
      request.log.info(
        { userId: requireUser(request).id, targetId: user._id, role: user.role, event: 'staff_updated' },
        'staff updated',
      );
      return { message: STAFF_MSG.updated, user };
    },
  );

  app.delete(
    '/api/staff/:id',
    { schema: { tags, params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await staff.remove(requireUser(request), request.params.id);
      request.log.info(
        { userId: requireUser(request).id, targetId: request.params.id, event: 'staff_deleted' },
        'staff deleted',
      );
      return { message: STAFF_MSG.deleted };
    },
  );
}
