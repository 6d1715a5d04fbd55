import { PAYMENT_MSG } from '@hotel/shared';
import type { Db } from '../db/client.js';
import { ConflictError, NotFoundError, PaymentRequiredError } from '../lib/errors.js';
import { randomToken, safeEqual, sha256 } from '../lib/tokens.js';
import {
  findIntentById,
  findSandboxRefund,
  insertIntentIfAbsent,
  insertSandboxRefund,
  type PaymentIntentRow,
  sumSandboxRefunds,
  updateIntentState,
} from './payment-intents.repository.js';
import type { IntentStatus, PaymentProvider, ProviderIntent } from './payment-provider.js';
import { checkTestCard, type TestCard } from './sandbox-cards.js';

const toIntent = (row: PaymentIntentRow): ProviderIntent => ({
  id: row.id,
  bookingId: row.bookingId,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status as IntentStatus,
  clientSecret: row.clientSecret,
  lastError: row.lastError,
});

/** The client secret names its intent, as the hosted provider's do: `<intent id>_secret_<random>`. */
const intentIdOf = (clientSecret: string): string | undefined => clientSecret.split('_secret_')[0] || undefined;

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The browser's card confirmation: succeeds for the success test card, else 402 with the decline text. */
  confirmCard(clientSecret: string, card: TestCard): Promise<ProviderIntent>;
}

/**
 * An offline stand-in for the hosted provider's test mode. Its intents live in the database, so that
 * every server instance sees the same ones.
 */
export function createSandboxProvider(db: Db, now: () => Date): SandboxProvider {
  return {
    name: 'sandbox',

    async createIntent(bookingId, amountCents, idempotencyKey) {
      // The same key always names the same intent, so a repeated request cannot make a second one.
      const id = `pi_sandbox_${sha256(idempotencyKey).slice(0, 24)}`;
      await insertIntentIfAbsent(db, {
        id,
        bookingId,
        provider: 'sandbox',
        amountCents,
        currency: 'usd',
        status: 'requires_payment_method',
        clientSecret: `${id}_secret_${randomToken(18)}`,
        now: now(),
      });
      const row = await findIntentById(db, id);
      if (!row || row.bookingId !== bookingId || row.amountCents !== amountCents) {
        throw new ConflictError('This idempotency key was already used for another payment');
      }
      return toIntent(row);
    },

    async getIntent(id) {
      const row = await findIntentById(db, id);
      return row && row.provider === 'sandbox' ? toIntent(row) : null;
    },

    async refund(intentId, amountCents, idempotencyKey) {
      const id = `re_sandbox_${sha256(idempotencyKey).slice(0, 24)}`;
      return db.transaction(async (tx) => {
        const intent = await findIntentById(tx, intentId, { lock: true });
        if (intent?.provider !== 'sandbox') throw new NotFoundError(PAYMENT_MSG.intentNotFound);
        const earlier = await findSandboxRefund(tx, id);
        if (earlier) {
          if (earlier.intentId !== intentId || earlier.amountCents !== amountCents) {
            throw new ConflictError('This idempotency key was already used for another refund');
          }
          return { id, intentId, amountCents, status: 'succeeded' };
        }
        if (intent.status !== 'succeeded') throw new ConflictError(PAYMENT_MSG.refundUnpaid);
        const refunded = await sumSandboxRefunds(tx, intentId);
        if (refunded + amountCents > intent.amountCents) throw new ConflictError(PAYMENT_MSG.refundTooLarge);
        await insertSandboxRefund(tx, { id, intentId, amountCents, createdAt: now() });
        return { id, intentId, amountCents, status: 'succeeded' };
      });
    },

    async confirmCard(clientSecret, card) {
      const id = intentIdOf(clientSecret);
      if (!id) throw new NotFoundError(PAYMENT_MSG.intentNotFound);
      const result = await db.transaction(async (tx) => {
        const row = await findIntentById(tx, id, { lock: true });
        if (row?.provider !== 'sandbox' || !safeEqual(row.clientSecret, clientSecret)) {
          throw new NotFoundError(PAYMENT_MSG.intentNotFound);
        }
        if (row.status === 'succeeded') return toIntent(row);
        if (row.status === 'canceled') throw new ConflictError(PAYMENT_MSG.intentCanceled);
        const outcome = checkTestCard(card, now());
        if (!outcome.ok) {
          await updateIntentState(tx, id, {
            status: 'requires_payment_method',
            lastError: outcome.message,
            now: now(),
          });
          // The decline is recorded even though the request fails: commit, then answer 402.
          return { declined: outcome.message } as const;
        }
        await updateIntentState(tx, id, { status: 'succeeded', lastError: null, now: now() });
        return toIntent({ ...row, status: 'succeeded', lastError: null });
      });
      if ('declined' in result) throw new PaymentRequiredError(result.declined);
      return result;
    },
  };
}
