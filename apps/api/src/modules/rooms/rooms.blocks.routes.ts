import { idParams, roomBlockAnswer, roomBlockBody, roomBlocksAnswer, roomBlocksQuery } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createRoomBlocksService } from './rooms.blocks.service.js';

/** Out-of-order and out-of-service blocks: seen by the desk, set and lifted by management. */
export async function roomBlockRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const blocks = createRoomBlocksService(ctx);
  const tags = ['rooms'];

  app.get(
    '/api/room-blocks',
    {
      schema: {
        tags,
        summary: 'Blocks in force that share a night with [from, to)',
        querystring: roomBlocksQuery,
        response: { 200: roomBlocksAnswer },
      },
    },
    (request) => blocks.list(request.query),
  );

  app.post(
    '/api/room-blocks',
    {
      schema: {
        tags,
        summary: 'Take a room off sale for some nights (refused over nights a stay holds)',
        body: roomBlockBody,
        response: { 201: roomBlockAnswer },
      },
    },
    async (request, reply) => reply.code(201).send(await blocks.create(requireUser(request), request.body)),
  );

  app.post(
    '/api/room-blocks/:id/lift',
    {
      schema: {
        tags,
        summary: 'Put a blocked room back on sale',
        params: idParams,
        response: { 200: roomBlockAnswer },
      },
    },
    (request) => blocks.lift(requireUser(request), request.params.id),
  );
}
