import { cancelBookingAnswer, errorAnswer, idParams } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { toDollars } from '../../lib/money.js';
import { requireUser } from '../../plugins/session.js';
import { withMoneySettled } from '../payments/money-owed.js';
import { createCancelService } from './bookings.cancel.service.js';
import { toBookingDto, toGuestBookingDto } from './bookings.dto.js';

export async function cancelRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const cancel = createCancelService(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/bookings/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a reserved stay: free until 24 h before check-in, then the first night is charged',
        params: idParams,
        response: { 200: cancelBookingAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { booking, chargeCents } = await withMoneySettled(ctx, request.params.id, () =>
        cancel.cancelBooking(user, request.params.id),
      );
      return {
        booking: user.role === 'guest' ? toGuestBookingDto(booking) : toBookingDto(booking),
        charge: toDollars(chargeCents),
      };
    },
  );
}
