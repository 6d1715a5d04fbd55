import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.js';
import { runPeriodically } from '../../lib/periodic.js';
import { purgeAuthRecords } from './auth.cleanup.js';

/** Purges dead sessions and old login attempts when the server is ready, then every hour. */
export const authCleanupPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  runPeriodically(app, 'auth_cleanup', 60 * 60_000, async () => {
    const purged = await purgeAuthRecords(ctx);
    app.log.info({ event: 'auth_records_purged', ...purged });
  });
});
