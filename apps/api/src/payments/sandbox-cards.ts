import { CARD_MSG } from '@hotel/shared';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

/** The hosted provider's test cards that end in a decline, with its decline texts. */
const DECLINING_CARDS: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: CARD_MSG.declined },
  '4000000000009995': { code: 'insufficient_funds', message: CARD_MSG.insufficientFunds },
  '4000000000000069': { code: 'expired_card', message: CARD_MSG.expiredCard },
};
const SUCCEEDING_CARDS = new Set(['4242424242424242']);

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const fail = (code: string, message: string): CardOutcome => ({ ok: false, code, message });

/**
 * What the sandbox answers for a card, checked in the hosted provider's order: the number, the expiry,
 * the security code, then the test card's own outcome. A card is good through the end of its expiry month.
 * Any valid number that is not a succeeding test card is declined, as in the hosted provider's test mode.
 */
export function checkTestCard(card: TestCard, now: Date): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number)) return fail('invalid_number', CARD_MSG.invalidNumber);
  if (number.length < 13) return fail('incomplete_number', CARD_MSG.incompleteNumber);
  if (number.length > 19 || !luhnValid(number)) return fail('invalid_number', CARD_MSG.invalidNumber);

  if (card.expMonth < 1 || card.expMonth > 12) return fail('invalid_expiry_month', CARD_MSG.invalidExpiryMonth);
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (year < 2000 || year > 2100) return fail('invalid_expiry_year', CARD_MSG.invalidExpiryYear);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) return fail('invalid_expiry_year', CARD_MSG.pastExpiry);

  if (!/^\d{3}$/.test(card.cvc)) return fail('incomplete_cvc', CARD_MSG.incompleteCvc);

  const declined = DECLINING_CARDS[number];
  if (declined) return fail(declined.code, declined.message);
  if (SUCCEEDING_CARDS.has(number)) return { ok: true };
  return fail('card_declined', CARD_MSG.declined);
}
