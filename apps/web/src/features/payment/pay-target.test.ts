import { describe, expect, it } from 'vitest';
import { CardDeclinedError } from './pay-target';

describe('CardDeclinedError', () => {
  it("carries the provider's words, and is told apart from other failures", () => {
    const declined = new CardDeclinedError('Your card has insufficient funds.');
    expect(declined).toBeInstanceOf(CardDeclinedError);
    expect(declined).toBeInstanceOf(Error);
    expect(declined.message).toBe('Your card has insufficient funds.');
    expect(new Error('Network error')).not.toBeInstanceOf(CardDeclinedError);
  });

  it('is still recognised after crossing a promise', async () => {
    const confirm = async () => {
      throw new CardDeclinedError('Your card was declined.');
    };
    await expect(confirm()).rejects.toBeInstanceOf(CardDeclinedError);
  });
});
