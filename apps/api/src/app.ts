import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { configurePasswordHashing } from './lib/passwords.js';
import { requestIds } from './lib/request-id.js';
import { requestLogFactory } from './lib/request-log.js';
import { moduleCaches, moduleJobs, moduleRoutes } from './modules/index.js';
import { accessPlugin } from './plugins/access.js';
import { changeNoticesPlugin } from './plugins/change-notices.js';
import { compressAnswersPlugin } from './plugins/compress-answers.js';
import { csrfPlugin } from './plugins/csrf.js';
import { errorsPlugin } from './plugins/errors.js';
import { inProcessReadsPlugin } from './plugins/in-process-reads.js';
import { openapiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { responseSerializer } from './plugins/response-serializer.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { inlineScriptSources, webPlugin } from './plugins/web.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  secret: string;
  now?: () => Date;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Run the background jobs (payments, unpaid reservations, auth records); off in tests, which run them by hand. */
  runJobs?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

function trustedHops(
  setting: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  configurePasswordHashing(config.passwordHashing);
  const ctx: AppContext = {
    config,
    database: options.database,
    secret: options.secret,
    now: options.now ?? (() => new Date()),
  };

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers["x-xsrf-token"]',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
        ],
        remove: true,
      },
    },
    // The proxies' addresses, or a hop count: the nearest N hops are trusted, so the client's address is the
    // one the outermost of them saw (the config refuses a blanket `true`).
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: 100 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
    genReqId: requestIds(),
    childLoggerFactory: requestLogFactory,
  });
  ctx.log = app.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);

  const stripe = config.payments.provider === 'stripe';
  const inlineScripts = options.serveWeb ? inlineScriptSources(config.webDist) : [];
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // As frame-ancestors 'none' says, for browsers that read only this header (Helmet's default allows our own).
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin, config);
  // The session is read before the access check, which needs the user's role.
  await app.register(changeNoticesPlugin, ctx);
  await app.register(sessionPlugin, ctx);
  await app.register(accessPlugin);
  await app.register(compressAnswersPlugin);
  await app.register(openapiPlugin);
  await app.register(csrfPlugin, ctx);

  await app.register(inProcessReadsPlugin);
  for (const cache of moduleCaches) await app.register(cache, ctx);
  for (const routes of moduleRoutes) await app.register(routes, ctx);
  await app.register(webPlugin, { ctx, serveWeb: options.serveWeb ?? false });
  if (options.runJobs) {
    for (const job of moduleJobs) await app.register(job, ctx);
  }

  return app;
}
