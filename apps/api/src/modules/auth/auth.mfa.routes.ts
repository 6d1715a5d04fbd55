import {
  idParams,
  MFA_MSG,
  messageAnswer,
  mfaCodeBody,
  mfaEnableAnswer,
  mfaSetupAnswer,
  userAnswer,
} from '@hotel/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { requireUser, type SessionUser } from '../../plugins/session.js';
import { createMfaService } from './auth.mfa.service.js';
import { createAuthService } from './auth.service.js';

/** The sign-in that waits for this stage of its second factor (`setup` also takes a signed-in staff member). */
function signingIn(request: FastifyRequest, stage: 'code' | 'setup'): SessionUser {
  const pending = request.pendingSignIn;
  if (pending?.stage === stage) return pending.user;
  if (stage === 'setup' && request.user) return request.user;
  throw new UnauthorizedError(MFA_MSG.noPendingSignIn);
}

/** Staff sign-in's second factor: the code after the password, enrolment, and an admin's reset. */
export async function mfaRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService(ctx);
  const mfa = createMfaService(ctx);
  const tags = ['auth'];

  app.post(
    '/api/auth/mfa/verify',
    {
      config: { publicRoomsChange: 'nothing' },
      schema: {
        tags,
        summary: 'The second step of a sign-in: a code of the authenticator app, or a recovery code (each good once)',
        body: mfaCodeBody,
        response: { 200: userAnswer },
      },
    },
    async (request, reply) => {
      const user = signingIn(request, 'code');
      const ok = await auth.guarded(`mfa:${user.email.toLowerCase()}`, request.ip, () =>
        mfa.verify(user, request.body.code),
      );
      if (!ok) {
        request.log.warn({ userId: user.id, event: 'mfa_failure' }, 'second factor refused');
        throw mfa.wrongCode();
      }
      await reply.startSession(user);
      reply.issueCsrfToken();
      request.log.info({ userId: user.id, role: user.role, event: 'login' }, 'login succeeded');
      return { user };
    },
  );

  app.post(
    '/api/auth/mfa/setup',
    {
      config: { publicRoomsChange: 'nothing' },
      schema: {
        tags,
        summary: 'A new TOTP secret to enrol: as a QR code and as text (staff, while enrolling or signed in)',
        response: { 200: mfaSetupAnswer },
      },
    },
    async (request) => mfa.setup(signingIn(request, 'setup')),
  );

  app.post(
    '/api/auth/mfa/enable',
    {
      config: { publicRoomsChange: 'nothing' },
      schema: {
        tags,
        summary: 'Confirm enrolment with a first code; answers the ten recovery codes, shown this once',
        body: mfaCodeBody,
        response: { 200: mfaEnableAnswer },
      },
    },
    async (request, reply) => {
      const user = signingIn(request, 'setup');
      let codes: string[] | null = null;
      const ok = await auth.guarded(`mfa:${user.email.toLowerCase()}`, request.ip, async () => {
        codes = await mfa.enable(user, request.body.code);
        return codes !== null;
      });
      if (!ok || !codes) throw mfa.wrongCode();
      // Enrolled during sign-in: the sign-in is complete now.
      if (request.pendingSignIn) {
        await reply.startSession(user);
        reply.issueCsrfToken();
      }
      request.log.info({ userId: user.id, event: 'mfa_enabled' }, 'second factor enabled');
      return { user, recoveryCodes: codes };
    },
  );

  app.post(
    '/api/staff/:id/mfa/reset',
    {
      schema: {
        tags: ['staff'],
        summary: 'Clear a staff member’s second factor (a lost phone); they enrol again at their next sign-in',
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => mfa.reset(requireUser(request), request.params.id),
  );
}
