import type { AppContext } from '../../context.js';
import { addDays, hotelToday } from '../../lib/hotel-time.js';
import { listStaysToRemind } from './mail.repository.js';
import { enqueueStayMail } from './stay-mail.js';

/**
 * Queues a reminder for each reserved stay arriving in two days (hotel time). The outbox allows one reminder
 * per stay, so a second run, or a second instance, queues nothing more.
 */
export async function enqueueArrivalReminders(ctx: AppContext): Promise<number> {
  const arrival = addDays(hotelToday(ctx.config.hotelTimezone, ctx.now()), 2);
  let queued = 0;
  for (const stay of await listStaysToRemind(ctx.database.db, arrival)) {
    const done = await ctx.database.db.transaction((tx) => enqueueStayMail(ctx, tx, stay.id, { kind: 'reminder' }));
    if (done) queued += 1;
  }
  return queued;
}
