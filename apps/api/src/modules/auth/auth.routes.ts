import { loginAnswer, loginBody, MSG, meAnswer, messageAnswer, registerBody } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createAuthService } from './auth.service.js';

export async function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService(ctx);

  app.post(
    '/api/auth/login',
    {
      config: { publicRoomsChange: 'nothing' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; staff with a second factor get `user: null` and `mfa: code` (or `setup`, to enrol first), then POST /api/auth/mfa/verify',
        body: loginBody,
        response: { 200: loginAnswer },
      },
    },
    async (request, reply) => {
      const { user, stage } = await auth
        .login(request.body.email, request.body.password, request.ip)
        .catch((err: unknown) => {
          // A security event (who is unknown: the address and request id say where it came from).
          request.log.warn(
            { event: 'login_failure', status: (err as { statusCode?: number }).statusCode },
            'login failed',
          );
          throw err;
        });
      await reply.startSession(user, stage ?? undefined);
      reply.issueCsrfToken();
      if (stage) {
        request.log.info(
          { userId: user.id, role: user.role, event: 'login_password_ok', mfa: stage },
          'second factor next',
        );
        return { user: null, mfa: stage };
      }
      request.log.info({ userId: user.id, role: user.role, event: 'login' }, 'login succeeded');
      return { user };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { publicRoomsChange: 'nothing' }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      if (request.user) request.log.info({ userId: request.user.id, event: 'logout' }, 'logout');
      await reply.endSession();
      reply.issueCsrfToken();
      reply.header('Clear-Site-Data', '"cache", "storage"');
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in: the user, or null for a visitor without a session',
        response: { 200: meAnswer },
      },
    },
    async (request) => ({ user: request.user }),
  );

  app.post(
    '/api/guest/register',
    {
      config: { publicRoomsChange: 'nothing' },
      schema: { tags: ['auth'], body: registerBody, response: { 201: messageAnswer } },
    },
    async (request, reply) => {
      await auth.register(request.body, request.ip);
      return reply.code(201).send({ message: MSG.registrationSuccess });
    },
  );
}
