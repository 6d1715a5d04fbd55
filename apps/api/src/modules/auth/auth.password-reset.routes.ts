import { forgotPasswordBody, messageAnswer, PASSWORD_RESET_MSG, resetPasswordBody } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createPasswordResetService } from './auth.password-reset.service.js';

export async function passwordResetRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const resets = createPasswordResetService(ctx);

  app.post(
    '/api/auth/forgot-password',
    {
      config: { publicRoomsChange: 'nothing' },
      schema: {
        tags: ['auth'],
        summary:
          'E-mails a single-use reset link (30 minutes) when the address has an account; the same answer either way',
        body: forgotPasswordBody,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await resets.requestReset(request.body.email, request.ip);
      request.log.info({ event: 'password_reset_requested' }, 'password reset requested');
      return { message: PASSWORD_RESET_MSG.sent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { publicRoomsChange: 'nothing' },
      schema: {
        tags: ['auth'],
        summary: "Sets a new password from a reset link's token; ends every session of the account",
        body: resetPasswordBody,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await resets.resetPassword(request.body, request.ip);
      request.log.info({ event: 'password_reset' }, 'password reset');
      return { message: PASSWORD_RESET_MSG.done };
    },
  );
}
