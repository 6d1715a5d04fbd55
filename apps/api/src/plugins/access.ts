import { ACCESS, type Access, allows, MSG } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered, `METHOD path` → its access (HEAD folded into GET). */
    routeAccess: Map<string, Access>;
  }
}

export const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

/**
 * Default deny: every route takes its access from the shared table, and the app refuses to start
 * when a route has no entry there.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const routeAccess = new Map<string, Access>();
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url ?? route.path;
    const found = new Set(methods.map((m) => ACCESS[routeKey(m, url)]));
    if (found.has(undefined) || found.size !== 1) {
      throw new Error(
        `Route ${methods.join(',')} ${url} has no entry in the access table (packages/shared/src/access)`,
      );
    }
    const access = [...found][0]!;
    for (const m of methods) routeAccess.set(routeKey(m, url), access);
    route.config = { ...(route.config ?? {}), access } as typeof route.config;
  });

  app.addHook('onRequest', (request, reply, done) => {
    const access = request.routeOptions.config.access;
    const role = request.user?.role ?? null;
    // The not-found handler has no access entry: nothing to protect there.
    if (access === undefined || allows(access, role)) return done();
    if (role === null) {
      reply.code(401).send({ message: MSG.authRequired });
      return;
    }
    request.log.warn({ userId: request.user?.id, role, event: 'authz_failure' }, 'forbidden');
    reply.code(403).send({ message: MSG.forbidden });
  });
});
