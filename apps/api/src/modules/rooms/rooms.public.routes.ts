import {
  type AvailableRoomsQuery,
  availableRoomsQuery,
  errorAnswer,
  MSG,
  roomAnswer,
  roomAvailabilityAnswer,
  roomAvailabilityQuery,
  roomDto,
  roomIdParams,
  roomsAnswer,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors.js';
import { addDays } from '../../lib/hotel-time.js';
import { freeFor, heldWithin } from './held-nights.js';
import { sendKept, sendKeptOrMade } from './kept-answer-reply.js';
import { createRepeatedSearches } from './repeated-searches.js';
import { createRoomsService, toBookedRanges } from './rooms.service.js';

/**
 * What a visitor reads before booking: the room list with its date search, one room, and its booked nights.
 * The list and the room are the same for every visitor: they are serialized once (with the response schema,
 * as Fastify would) and kept in `fastify.publicRoomsCache` until a change drops them (rooms.public.cache.ts).
 */
export async function roomsPublicRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roomsService = createRoomsService(ctx);
  const cache = fastify.publicRoomsCache;
  // Every room's held nights from the day before the hotel's today: a date picker asks from the hotel's today as its
  // page worked it out, which is yesterday for a page left open past midnight.
  const heldSince = () => addDays(roomsService.today(), -1);
  const heldNights = (since = heldSince()) =>
    cache.keep(`held ${since}`, () => roomsService.heldNightsFrom(since), 'holds');

  const answer = (shown: { json: string }[]) => `{"rooms":[${shown.map((room) => room.json).join(',')}]}`;
  /** Where the room list, or a date search's, is kept: the key of its rooms, and of the answer itself. */
  const listKeys = (query: AvailableRoomsQuery) => {
    const { stay, ...shape } = roomsService.bookableFilter(query);
    const rooms = `${shape.type} ${shape.sort} ${shape.guests}`;
    return { stay, shape, rooms, answer: stay ? `stay ${rooms} ${stay.checkIn} ${stay.checkOut}` : `list ${rooms}` };
  };
  /** The room list, or a date search's, as the route sends it. */
  const listBody = async (query: AvailableRoomsQuery): Promise<Buffer> => {
    const keys = listKeys(query);
    const { stay, shape } = keys;
    const rooms = () =>
      cache.keep(`rooms ${keys.rooms}`, async () =>
        (await roomsService.listBookable(shape)).map((room) => ({
          id: room._id,
          json: JSON.stringify(roomDto.encode(room)),
        })),
      );
    if (!stay) return cache.get(keys.answer, async () => answer(await rooms()));
    // A date search needs no query of its own: the rooms of its type, size and order, and every room's held
    // nights, both kept (and dropped together by any change), make any stay's answer. The answer is kept too
    // once the same stay is asked for again, as visitors look at the same weekends; a new stay drops it.
    const made = async () => {
      const [all, held] = await Promise.all([rooms(), heldNights()]);
      return answer(all.filter((room) => freeFor(held, room.id, stay.checkIn, stay.checkOut)));
    };
    return fastify.publicStayAnswers.get(keys.answer, made, 'holds');
  };
  const answersOf = (forStay: boolean) => (forStay ? fastify.publicStayAnswers : cache);
  const repeated = createRepeatedSearches();
  /** The kept answer to a checked query, if any; its URL is then remembered for the next time it is asked for. */
  const keptList = (url: string, query: AvailableRoomsQuery) => {
    const keys = listKeys(query);
    const kept = answersOf(keys.stay !== undefined).fresh(keys.answer);
    if (kept) repeated.remember(url, { key: keys.answer, ...(keys.stay ? { checkIn: keys.stay.checkIn } : {}) });
    return kept;
  };
  /** The kept answer to a URL answered from a kept answer before, if it is still fresh and its stay still ahead. */
  const keptRepeat = (url: string) => {
    const search = repeated.find(url);
    if (search === undefined || (search.checkIn !== undefined && search.checkIn < roomsService.today())) return;
    return answersOf(search.checkIn !== undefined).fresh(search.key);
  };
  const roomKey = (id: string) => `room ${id}`;
  const roomBody = (id: string) =>
    cache.get(roomKey(id), async () => JSON.stringify(roomAnswer.encode({ room: await roomsService.get(id) })));

  app.get(
    '/api/rooms/available/rooms',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Rooms open for booking, optionally only those free for a whole stay',
        querystring: availableRoomsQuery,
        response: { 200: roomsAnswer, 400: errorAnswer },
      },
      // A search asked for again goes before its query is checked: the same URL passed the checks before.
      preValidation: (request, reply, done) => {
        const kept = keptRepeat(request.url);
        if (kept === undefined) return done();
        sendKept(request, reply, kept);
      },
    },
    (request, reply) =>
      sendKeptOrMade(request, reply, keptList(request.url, request.query), () => listBody(request.query)),
  );
  fastify.inProcessReads.add({
    url: '/api/rooms/available/rooms',
    querystring: availableRoomsQuery,
    read: ({ query }) => listBody(query),
  });

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
    (request, reply) =>
      sendKeptOrMade(request, reply, cache.fresh(roomKey(request.params.id)), () => roomBody(request.params.id)),
  );
  fastify.inProcessReads.add({
    url: '/api/rooms/:id',
    params: roomIdParams,
    read: ({ params }) => roomBody(params.id),
  });

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
    async (request) => {
      const { id } = request.params;
      const window = roomsService.availabilityWindow(request.query);
      const since = heldSince();
      // Every room page's date picker asks: answered from the kept held nights (those of the date search, dropped
      // by the same changes). A window from before them (a past stay looked up) is read from the table.
      if (window.from < since) return roomsService.bookedRanges(id, window);
      const [ids, held] = await Promise.all([cache.keep('room ids', () => roomsService.roomIds()), heldNights(since)]);
      if (!ids.has(id)) throw new NotFoundError(MSG.roomNotFound);
      return { ...window, booked: toBookedRanges(heldWithin(held, id, window.from, window.to)) };
    },
  );
}
