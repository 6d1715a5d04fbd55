import { CARD_MSG } from '@hotel/shared';
import { describe, expect, it } from 'vitest';
import { checkTestCard, luhnValid } from './sandbox-cards.js';

const now = new Date('2027-05-15T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof checkTestCard>[0]> = {}) => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});
const messageOf = (outcome: ReturnType<typeof checkTestCard>) => (outcome.ok ? 'ok' : outcome.message);

describe('sandbox test cards', () => {
  it('accepts the success card, with or without spaces', () => {
    expect(checkTestCard(card(), now)).toEqual({ ok: true });
    expect(checkTestCard(card({ number: '4242424242424242' }), now)).toEqual({ ok: true });
  });

  it.each([
    ['4000 0000 0000 0002', CARD_MSG.declined],
    ['4000 0000 0000 9995', CARD_MSG.insufficientFunds],
    ['4000 0000 0000 0069', CARD_MSG.expiredCard],
    ['4242 4242 4242 4241', CARD_MSG.invalidNumber],
    ['4242 4242 42', CARD_MSG.incompleteNumber],
    ['4242 abcd 4242 4242', CARD_MSG.invalidNumber],
    // A real-looking card that is not a test card is declined, as in the hosted provider's test mode.
    ['5105 1051 0510 5100', CARD_MSG.declined],
  ])('%s → %s', (number, message) => {
    expect(messageOf(checkTestCard(card({ number }), now))).toBe(message);
  });

  it('refuses an expiry in the past, and accepts the current month and two-digit years', () => {
    expect(messageOf(checkTestCard(card({ expMonth: 4, expYear: 2027 }), now))).toBe(CARD_MSG.pastExpiry);
    expect(messageOf(checkTestCard(card({ expMonth: 12, expYear: 26 }), now))).toBe(CARD_MSG.pastExpiry);
    expect(checkTestCard(card({ expMonth: 5, expYear: 2027 }), now)).toEqual({ ok: true });
    expect(checkTestCard(card({ expMonth: 1, expYear: 30 }), now)).toEqual({ ok: true });
    expect(messageOf(checkTestCard(card({ expMonth: 13 }), now))).toBe(CARD_MSG.invalidExpiryMonth);
  });

  it('refuses a security code that is not 3 digits', () => {
    for (const cvc of ['', '12', '1234', '12a']) {
      expect(messageOf(checkTestCard(card({ cvc }), now))).toBe(CARD_MSG.incompleteCvc);
    }
  });

  it('checks the number before the expiry and the expiry before the code', () => {
    expect(messageOf(checkTestCard(card({ number: '4242424242424241', expYear: 2020, cvc: '' }), now))).toBe(
      CARD_MSG.invalidNumber,
    );
    expect(messageOf(checkTestCard(card({ expYear: 2020, cvc: '' }), now))).toBe(CARD_MSG.pastExpiry);
  });

  it('computes the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
  });
});
