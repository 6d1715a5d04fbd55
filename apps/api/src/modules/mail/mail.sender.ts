import type { AppContext } from '../../context.js';
import { claimDueMail, markMailFailed, markMailSent } from './mail.repository.js';
import type { MailTransport } from './mail.transport.js';
import { drawQueuedMail } from './stay-mail.js';

/** A message is tried this many times (over about four hours), then kept unsent with its last error. */
export const MAX_ATTEMPTS = 8;
/** How long a claim keeps other senders off a message: longer than one delivery can take. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/** Minutes before the next try after `attempts` failures: 1, 2, 4 ... */
export const retryDelayMs = (attempts: number) => 2 ** Math.max(0, attempts - 1) * 60_000;

/**
 * Delivers the messages that are due. Each is claimed first (SKIP LOCKED), so two instances running this at
 * once never send one twice; a sender that dies mid-way leaves its claim to lapse and the message is sent later.
 */
export async function deliverDueMail(
  ctx: AppContext,
  transport: MailTransport,
): Promise<{ sent: number; failed: number }> {
  const db = ctx.database.db;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const now = ctx.now();
    const claimUntil = new Date(now.getTime() + CLAIM_MS);
    const batch = await claimDueMail(db, { now, claimUntil, limit: BATCH, maxAttempts: MAX_ATTEMPTS });
    if (batch.length === 0) break;
    for (const row of batch) {
      try {
        const { html, text } = await drawQueuedMail(ctx, row);
        await transport.send({
          id: row.id,
          from: ctx.config.mail.from,
          to: row.toAddress,
          subject: row.subject,
          html,
          text,
        });
        await markMailSent(db, row.id, ctx.now());
        sent += 1;
      } catch (err) {
        const attempts = row.attempts + 1;
        const next = new Date(ctx.now().getTime() + retryDelayMs(attempts));
        await markMailFailed(db, row.id, {
          attempts,
          next,
          error: String((err as Error)?.message ?? err).slice(0, 500),
        });
        failed += 1;
      }
    }
    if (batch.length < BATCH) break;
  }
  return { sent, failed };
}
