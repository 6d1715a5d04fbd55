import {
  availableRoomsQuery,
  errorAnswer,
  roomAnswer,
  roomAvailabilityAnswer,
  roomAvailabilityQuery,
  roomIdParams,
  roomsAnswer,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createRoomsService } from './rooms.service.js';

/** What a visitor reads before booking: the room list with its date search, one room, and its booked nights. */
export async function roomsPublicRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roomsService = createRoomsService(ctx);

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
    async (request) => ({ rooms: await roomsService.listBookable(request.query) }),
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
    async (request) => ({ room: await roomsService.get(request.params.id) }),
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
