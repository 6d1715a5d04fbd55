import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.js';
import { runPeriodically } from '../../lib/periodic.js';
import { createNoShowService } from './bookings.no-show.service.js';
import { createReleaseService } from './bookings.release.service.js';

const EVERY_MS = 5 * 60_000;

/**
 * Releases unpaid reservations whose release time has come, and marks as no-shows the reservations whose arrival
 * day is over, when the server is ready and every few minutes.
 */
export const reservationReleasePlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  const release = createReleaseService(ctx);
  const noShow = createNoShowService(ctx);
  runPeriodically(app, 'reservation_release', EVERY_MS, async () => {
    const released = await release.releaseUnpaidReservations();
    if (released > 0) app.log.info({ event: 'reservations_released', released });
    const noShows = await noShow.closeArrivalDays();
    if (noShows > 0) app.log.info({ event: 'no_shows_marked', noShows });
  });
});
