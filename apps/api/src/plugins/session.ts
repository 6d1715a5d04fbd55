import { MSG, type Role } from '@hotel/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { UnauthorizedError } from '../lib/errors.js';
import { SESSIONS_CHANGED_NOTICE } from '../lib/events.js';
import { randomToken, sha256 } from '../lib/tokens.js';
import {
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from '../modules/auth/auth.sessions.service.js';
import { createSessionCache, registerSessionCache } from '../modules/auth/session-cache.js';
import { isApiRequest, isBackgroundRequest } from './api-route.js';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** Signed in with the password only: the second factor (`code`) or its enrolment (`setup`) is still to come. */
export interface PendingSignIn {
  user: SessionUser;
  stage: 'code' | 'setup';
}

/** Whether the request's session was read (by the hook for /api, or on demand for a page). */
const SESSION_LOADED = Symbol('session loaded');

declare module 'fastify' {
  interface FastifyRequest {
    [SESSION_LOADED]: boolean;
    user: SessionUser | null;
    sessionId: string | null;
    /** Set instead of `user` while a sign-in waits for its second factor: no route but those of MFA sees a user. */
    pendingSignIn: PendingSignIn | null;
  }
  interface FastifyReply {
    /**
     * Starts a new session for the user (a new id every login) and sets its cookie; `mfaPending` starts one that
     * only the second-factor routes accept.
     */
    startSession(user: SessionUser, mfaPending?: 'code' | 'setup'): Promise<string>;
    endSession(): Promise<void>;
    /** Reads the session of a request outside /api (an HTML page binds its XSRF token to it); once per request. */
    loadSession(): Promise<void>;
  }
}

/**
 * The signed-in user of a route that admits only signed-in users. The access table already answered 401 to anyone
 * else; this keeps a route that is opened up by mistake from acting for nobody.
 */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError(MSG.authRequired);
  return request.user;
}

// Writing last_seen on every request would turn reads into writes; a minute's precision is enough.
const TOUCH_AFTER_MS = 60_000;

export const sessionPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  const { config, database, now } = ctx;
  const cookieName = config.session.secureCookie ? '__Host-sid' : 'sid';
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.secureCookie,
  };

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('pendingSignIn', null);

  const idleLimitMs = (role: string) =>
    role === 'guest' ? config.session.guestIdleHours * 3_600_000 : config.session.staffIdleMinutes * 60_000;

  type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;
  const kept = createSessionCache<SessionRow>();
  const unregister = registerSessionCache(kept);
  app.addHook('onClose', async () => {
    unregister();
  });
  app.changeNotices.subscribe({
    onNotice: (payload) => {
      if (payload === SESSIONS_CHANGED_NOTICE) kept.forget();
    },
    setLive: (live) => kept.setLive(live),
  });

  const stillValid = (row: SessionRow, at: Date) =>
    row.user.status === 'active' &&
    row.expiresAt.getTime() > at.getTime() &&
    // A sign-in waiting for its second factor lasts ten minutes, whatever the role.
    at.getTime() - row.lastSeenAt.getTime() <= (row.mfaPending ? 10 * 60_000 : idleLimitMs(row.user.role));

  async function loadSession(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[cookieName];
    if (!token || token.length > 200) return;
    const tokenHash = sha256(token);
    const at = now();
    let row = kept.find(tokenHash);
    // A kept session only ever admits: one that looks ended is read again before it is ended.
    if (!row || !stillValid(row, at)) {
      const since = kept.readStarted();
      row = await findSessionWithUser(database.db, tokenHash);
      if (!row || !stillValid(row, at)) {
        if (row) await deleteSession(database.db, row.sessionId);
        reply.clearCookie(cookieName, cookieOptions);
        return;
      }
      kept.keep(tokenHash, row, since);
    }
    const user = { id: row.user.id, name: row.user.name, email: row.user.email ?? '', role: row.user.role };
    request.sessionId = row.sessionId;
    if (row.mfaPending === 'code' || row.mfaPending === 'setup')
      request.pendingSignIn = { user, stage: row.mfaPending };
    else request.user = user;
    // Only what a person does keeps a session alive: not the refetches a live screen makes by itself.
    if (!isBackgroundRequest(request) && at.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await touchSession(database.db, row.sessionId, at);
      kept.touched(tokenHash, at);
    }
  }

  // A field of every request rather than a WeakSet of them: adding to a WeakSet costs a garbage collector's
  // barrier on each request, and this hook sees every one.
  app.decorateRequest(SESSION_LOADED, false);

  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiRequest(request)) return done();
    request[SESSION_LOADED] = true;
    // Most requests without a session cookie need no promise at all.
    if (!request.cookies[cookieName]) return done();
    loadSession(request, reply).then(() => done(), done);
  });

  app.decorateReply('loadSession', async function (this: FastifyReply) {
    if (this.request[SESSION_LOADED]) return;
    this.request[SESSION_LOADED] = true;
    await loadSession(this.request, this);
  });

  app.decorateReply('startSession', async function (this: FastifyReply, user: SessionUser, mfaPending) {
    const previous = this.request.sessionId;
    if (previous) await deleteSession(database.db, previous);
    const token = randomToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + config.session.ttlHours * 3_600_000);
    const { id } = await insertSession(database.db, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt,
      now: at,
      mfaPending: mfaPending ?? null,
    });
    this.request.user = mfaPending ? null : user;
    this.request.pendingSignIn = mfaPending ? { user, stage: mfaPending } : null;
    this.request.sessionId = id;
    this.setCookie(cookieName, token, { ...cookieOptions, expires: expiresAt });
    return id;
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    if (this.request.sessionId) await deleteSession(database.db, this.request.sessionId);
    this.request.user = null;
    this.request.pendingSignIn = null;
    this.request.sessionId = null;
    this.clearCookie(cookieName, cookieOptions);
  });
});
