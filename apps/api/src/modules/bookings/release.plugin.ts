import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.js';
import { runPeriodically } from '../../lib/periodic.js';
import { releaseUnpaidReservations } from './release.service.js';

const EVERY_MS = 5 * 60_000;

/** Releases unpaid reservations whose release time has come, when the server is ready and every few minutes. */
export const reservationReleasePlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  runPeriodically(app, 'reservation_release', EVERY_MS, async () => {
    const released = await releaseUnpaidReservations(ctx);
    if (released > 0) app.log.info({ event: 'reservations_released', released });
  });
});
