import {
  checkInAnswer,
  checkOutAnswer,
  checkOutBody,
  deskGuestsAnswer,
  deskGuestsQuery,
  deskNewGuestAnswer,
  deskNewGuestBody,
  deskPaymentAnswer,
  deskPaymentBody,
  idParams,
  moveRoomAnswer,
  moveRoomBody,
  noShowAnswer,
  plannerAnswer,
  plannerQuery,
  readyRoomsAnswer,
  roomBoardAnswer,
  roomChangeAnswer,
  roomChangeBody,
  staffSearchAnswer,
  staffSearchQuery,
  todaysGuestsAnswer,
  undoCheckInAnswer,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createNoShowService } from '../bookings/bookings.no-show.service.js';
import { createDeskPaymentsService } from '../payments/payments.desk.service.js';
import { createPlannerService } from './front-desk.planner.service.js';
import { createRoomBoardService } from './front-desk.room-board.service.js';
import { createFrontDeskService } from './front-desk.service.js';
import { createStaffSearchService } from './front-desk.staff-search.service.js';
import { createStayChangesService } from './front-desk.stay-changes.service.js';

export async function frontDeskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const frontDesk = createFrontDeskService(ctx);
  const stayChanges = createStayChangesService(ctx);
  const plannerService = createPlannerService(ctx);
  const roomBoardService = createRoomBoardService(ctx);
  const staffSearchService = createStaffSearchService(ctx);
  const deskPayments = createDeskPaymentsService(ctx);
  const noShow = createNoShowService(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/bookings/:id/check-in',
    { schema: { tags: ['front desk'], params: idParams, response: { 200: checkInAnswer } } },
    async (request) => frontDesk.checkIn(requireUser(request), request.params.id),
  );

  app.post(
    '/api/bookings/:id/check-out',
    {
      schema: {
        tags: ['front desk'],
        summary: 'Check a guest out; refused (409) while money is owed, unless a manager or admin gives a reason',
        params: idParams,
        body: checkOutBody,
        response: { 200: checkOutAnswer },
      },
    },
    async (request) =>
      frontDesk.checkOut(requireUser(request), request.params.id, undefined, {
        overrideReason: request.body?.overrideReason,
        earlyDeparture: request.body?.earlyDeparture,
      }),
  );

  app.post(
    '/api/bookings/:id/payments',
    {
      // The bill is paid; the stay and its nights are as they were, so the room answers kept for visitors stay.
      config: { publicRoomsChange: 'nothing' },
      schema: {
        tags: ['front desk'],
        summary: 'Record the whole balance taken at the desk in cash',
        params: idParams,
        body: deskPaymentBody,
        response: { 200: deskPaymentAnswer },
      },
    },
    async (request) => deskPayments.takeDeskPayment(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/bookings/checkinandcheckoutguest',
    { schema: { tags: ['front desk'], response: { 200: todaysGuestsAnswer } } },
    async () => frontDesk.todaysGuests(),
  );

  app.get('/api/front-desk/rooms', { schema: { tags: ['front desk'], response: { 200: roomBoardAnswer } } }, async () =>
    roomBoardService.roomBoard(),
  );

  app.get(
    '/api/front-desk/guests',
    { schema: { tags: ['front desk'], querystring: deskGuestsQuery, response: { 200: deskGuestsAnswer } } },
    async (request) => frontDesk.findGuests(request.query),
  );

  app.post(
    '/api/front-desk/guests',
    {
      // An account, which no room answer shows.
      config: { publicRoomsChange: 'nothing' },
      schema: {
        tags: ['front desk'],
        summary: 'Add a guest booked in person or by phone: a name, an e-mail and a phone if given, no password',
        body: deskNewGuestBody,
        response: { 201: deskNewGuestAnswer },
      },
    },
    async (request, reply) => reply.code(201).send(await frontDesk.createDeskGuest(requireUser(request), request.body)),
  );

  app.get(
    '/api/bookings/:id/ready-rooms',
    {
      schema: {
        tags: ['front desk'],
        summary: 'Rooms of the stay’s type that are ready now and free for all its nights',
        params: idParams,
        response: { 200: readyRoomsAnswer },
      },
    },
    async (request) => frontDesk.readyRooms(request.params.id),
  );

  app.post(
    '/api/bookings/:id/move',
    {
      schema: {
        tags: ['front desk'],
        summary: 'Move a stay that has not begun to another room of its type, at the price booked',
        params: idParams,
        body: moveRoomBody,
        response: { 200: moveRoomAnswer },
      },
    },
    async (request) => frontDesk.moveRoom(requireUser(request), request.params.id, request.body.roomId),
  );

  app.post(
    '/api/bookings/:id/room-change',
    {
      schema: {
        tags: ['front desk'],
        summary: 'Move a guest in house to another ready room from tonight, at the price booked',
        params: idParams,
        body: roomChangeBody,
        response: { 200: roomChangeAnswer },
      },
    },
    async (request) => stayChanges.changeRoom(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/bookings/:id/undo-check-in',
    {
      schema: {
        tags: ['front desk'],
        summary: 'Take back a check-in made in the last two minutes, when nothing was charged or paid since',
        params: idParams,
        response: { 200: undoCheckInAnswer },
      },
    },
    async (request) => stayChanges.undoCheckIn(requireUser(request), request.params.id),
  );

  app.get(
    '/api/front-desk/planner',
    {
      schema: {
        tags: ['front desk'],
        summary: 'The room planner: rooms, and the stays and blocks of `days` nights from `from`',
        querystring: plannerQuery,
        response: { 200: plannerAnswer },
      },
    },
    async (request) => plannerService.planner(request.query),
  );

  app.post(
    '/api/bookings/:id/no-show',
    {
      schema: {
        tags: ['front desk'],
        summary: 'The guest never came: once the arrival day is over, cancel as a no-show (first night charged)',
        params: idParams,
        response: { 200: noShowAnswer },
      },
    },
    async (request) => noShow.markNoShow(requireUser(request), request.params.id),
  );

  app.get(
    '/api/front-desk/search',
    {
      schema: {
        tags: ['front desk'],
        summary: 'The staff search box: guests, stays (reference, guest, room) and rooms matching the text',
        querystring: staffSearchQuery,
        response: { 200: staffSearchAnswer },
      },
    },
    async (request) => staffSearchService.staffSearch(request.query.q),
  );
}
