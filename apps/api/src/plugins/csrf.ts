import { CSRF_COOKIE, CSRF_EXEMPT, MSG } from '@hotel/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { hmac, randomToken, safeEqual } from '../lib/tokens.js';
import { isApiRequest } from './api-route.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Issues a fresh XSRF-TOKEN bound to the request's current session (after login and logout). */
    issueCsrfToken(): void;
    /**
     * For an HTML page: sets a token when the request brought no valid one, so that the first unsafe call
     * from a page opened directly (a bookmarked /login) passes. /api answers do this in the hook below.
     */
    ensureCsrfToken(): Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ANONYMOUS_TOKEN_REUSE_MS = 10_000;

/**
 * Signed double submit: the token is a random value plus an HMAC over it and the session it belongs to,
 * so a token planted by another site, or kept from before a login, does not verify.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  const binding = (request: FastifyRequest) => request.sessionId ?? 'anonymous';
  const sign = (nonce: string, request: FastifyRequest) => hmac(ctx.secret, `${nonce}.${binding(request)}`);
  const cookieOptions = {
    path: '/',
    sameSite: 'lax' as const,
    secure: ctx.config.session.secureCookie,
    httpOnly: false,
  };

  function isValid(token: string | undefined, request: FastifyRequest): boolean {
    if (!token || token.length > 200) return false;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return false;
    return safeEqual(signature, sign(nonce, request));
  }

  const mint = (request: FastifyRequest) => {
    const nonce = randomToken(18);
    return `${nonce}.${sign(nonce, request)}`;
  };

  // Tokens without a session are interchangeable (any of them verifies for any visitor who has none), so one is
  // shared for a few seconds rather than signed anew for every cookieless request: load balancers' health
  // checks and first visits would otherwise pay for a random value and an HMAC each.
  let anonymous = { token: '', cookie: '', until: 0 };
  function issue(reply: FastifyReply) {
    if (reply.request.sessionId) {
      reply.setCookie(CSRF_COOKIE, mint(reply.request), cookieOptions);
      return;
    }
    const at = performance.now();
    if (at >= anonymous.until) {
      const token = mint(reply.request);
      const cookie = app.serializeCookie(CSRF_COOKIE, token, cookieOptions);
      anonymous = { token, cookie, until: at + ANONYMOUS_TOKEN_REUSE_MS };
    }
    // Fastify adds a Set-Cookie header to those already set (the session's, by @fastify/cookie's hook).
    reply.header('set-cookie', anonymous.cookie);
  }

  app.decorateReply('issueCsrfToken', function (this: FastifyReply) {
    issue(this);
  });

  app.decorateReply('ensureCsrfToken', async function (this: FastifyReply) {
    // The token is bound to the session: a signed-in visitor's page needs theirs, not an anonymous one.
    await this.loadSession();
    if (!isValid(this.request.cookies[CSRF_COOKIE], this.request)) issue(this);
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiRequest(request)) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const cookieValid = isValid(cookie, request);
    if (!cookieValid) issue(reply);
    if (SAFE_METHODS.has(request.method)) return done();
    const key = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (CSRF_EXEMPT.includes(key)) return done();
    const header = request.headers['x-xsrf-token'];
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || !cookieValid || typeof header !== 'string' || !safeEqual(header, cookie!)) {
      request.log.warn({ route: key, event: 'csrf_failure' }, 'CSRF check failed');
      reply.code(403).send({ message: MSG.csrf });
      return;
    }
    done();
  });
});
