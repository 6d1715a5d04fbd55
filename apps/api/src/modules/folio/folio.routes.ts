import {
  chargeItemBody,
  chargeItemPatch,
  chargeItemsQuery,
  folioAdjustmentBody,
  folioChargeBody,
  idParams,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createFolioService } from './folio.service.js';

/** A stay's charges and credits, and the list of charges, change bills only: the kept room answers stay. */
const BILL_ONLY = { publicRoomsChange: 'nothing' } as const;

export async function folioRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const folio = createFolioService(ctx);

  app.get(
    '/api/bookings/:id/folio',
    {
      schema: {
        tags: ['billing'],
        summary: 'The stay’s folio: every charge, credit, payment and refund, and the balance',
        params: idParams,
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return folio.read(requireUser(request), request.params.id);
    },
  );

  app.post(
    '/api/bookings/:id/charges',
    {
      config: BILL_ONLY,
      schema: {
        tags: ['billing'],
        summary: 'Posts a charge to the stay: an item of the list (× quantity), or one of its own with a reason',
        params: idParams,
        body: folioChargeBody,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await folio.charge(requireUser(request), request.params.id, request.body)),
  );

  app.post(
    '/api/bookings/:id/adjustments',
    {
      config: BILL_ONLY,
      schema: {
        tags: ['billing'],
        summary: 'Credits the stay (admin, manager) with a reason; never more than is charged',
        params: idParams,
        body: folioAdjustmentBody,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await folio.adjust(requireUser(request), request.params.id, request.body)),
  );

  app.get(
    '/api/charge-items',
    {
      schema: {
        tags: ['billing'],
        summary: 'What the desk can charge to a stay (minibar, spa …); `all=true` includes retired items',
        querystring: chargeItemsQuery,
      },
    },
    async (request) => folio.listItems(request.query.all === 'true'),
  );

  app.post(
    '/api/charge-items',
    {
      config: BILL_ONLY,
      schema: { tags: ['billing'], summary: 'Adds an item to the list of charges', body: chargeItemBody },
    },
    async (request, reply) => reply.code(201).send(await folio.createItem(requireUser(request), request.body)),
  );

  app.patch(
    '/api/charge-items/:id',
    {
      config: BILL_ONLY,
      schema: {
        tags: ['billing'],
        summary: 'Changes an item of the list of charges, or retires it (`active: false`)',
        params: idParams,
        body: chargeItemPatch,
      },
    },
    async (request) => folio.updateItem(requireUser(request), request.params.id, request.body),
  );
}
