import multipart from '@fastify/multipart';
import {
  availableRoomsCountAnswer,
  idParams,
  messageAnswer,
  ROOM_ADMIN_MSG,
  roomAdminListAnswer,
  roomAdminListQuery,
  roomSavedAnswer,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { documentRoomForm, ROOM_MULTIPART_LIMITS, readRoomForm } from './room-multipart.js';
import { createRoomAdminService } from './rooms.admin.service.js';

/** The rooms screen of the admin and manager panels; the multipart parser lives only in this scope. */
export async function roomAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  await fastify.register(multipart, { limits: ROOM_MULTIPART_LIMITS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rooms = createRoomAdminService(ctx);
  const tags = ['rooms'];
  // The body is a multipart form read by the handler; the docs show its fields from the room schema.
  const config = { swaggerTransform: documentRoomForm };

  app.get(
    '/api/rooms',
    { schema: { tags, querystring: roomAdminListQuery, response: { 200: roomAdminListAnswer } } },
    (request) => rooms.list(request.query),
  );

  app.get('/api/rooms/available/rooms/count', { schema: { tags, response: { 200: availableRoomsCountAnswer } } }, () =>
    rooms.availableCount(),
  );

  app.post('/api/rooms', { config, schema: { tags, response: { 201: roomSavedAnswer } } }, async (request, reply) => {
    const { fields, files } = await readRoomForm(request);
    const room = await rooms.create(requireUser(request), fields, files);
    request.log.info(
      { userId: requireUser(request).id, roomId: room._id, images: files.length, event: 'room_upload' },
      'room created',
    );
    return reply.code(201).send({ message: ROOM_ADMIN_MSG.created, room });
  });

  app.put(
    '/api/rooms/:id',
    { config, schema: { tags, params: idParams, response: { 200: roomSavedAnswer } } },
    async (request) => {
      const { fields, files } = await readRoomForm(request);
      const room = await rooms.update(requireUser(request), request.params.id, fields, files);
      request.log.info(
        { userId: requireUser(request).id, roomId: room._id, images: files.length, event: 'room_upload' },
        'room updated',
      );
      return { message: ROOM_ADMIN_MSG.updated, room };
    },
  );

  app.delete(
    '/api/rooms/:id',
    { schema: { tags, params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await rooms.remove(requireUser(request), request.params.id);
      return { message: ROOM_ADMIN_MSG.deleted };
    },
  );
}
