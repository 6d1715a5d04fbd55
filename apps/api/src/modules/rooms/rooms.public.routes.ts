import {
  availableRoomsQuery,
  errorAnswer,
  roomAnswer,
  roomAvailabilityAnswer,
  roomAvailabilityQuery,
  roomIdParams,
  roomsAnswer,
} from '@hotel/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createRoomsService } from './rooms.service.js';

/** A kept answer is JSON already: Fastify sends a buffer as it is, without the response schema again. */
const sendJson = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

/**
 * What a visitor reads before booking: the room list with its date search, one room, and its booked nights.
 * The list and the room are the same for every visitor: they are serialized once (with the response schema,
 * as Fastify would) and kept in `fastify.publicRoomsCache` until a change drops them (rooms.public.cache.ts).
 */
export async function roomsPublicRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roomsService = createRoomsService(ctx);
  const cache = fastify.publicRoomsCache;

  app.get(
    '/api/rooms/available/rooms',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Rooms open for booking, optionally only those free for a whole stay',
        querystring: availableRoomsQuery,
        response: { 200: roomsAnswer, 400: errorAnswer },
      },
    },
    async (request, reply) => {
      const filter = roomsService.bookableFilter(request.query);
      const key = `list ${filter.type} ${filter.sort} ${filter.guests} ${filter.stay?.checkIn} ${filter.stay?.checkOut}`;
      const body = await cache.get(key, async () =>
        JSON.stringify(roomsAnswer.encode({ rooms: await roomsService.listBookable(filter) })),
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/api/rooms/:id',
    {
      schema: {
        tags: ['rooms'],
        summary: 'One room',
        params: roomIdParams,
        response: { 200: roomAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cache.get(`room ${id}`, async () =>
        JSON.stringify(roomAnswer.encode({ room: await roomsService.get(id) })),
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/api/rooms/:id/availability',
    {
      schema: {
        tags: ['rooms'],
        summary: 'The stays that hold a room between two dates, for date pickers',
        params: roomIdParams,
        querystring: roomAvailabilityQuery,
        response: { 200: roomAvailabilityAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => roomsService.bookedRanges(request.params.id, request.query),
  );
}
