import { describe, expect, it } from 'vitest';
import { cardDigits, formatCardNumber, formatExpiry, parseExpiry } from './card-format';

/** What the expiry field shows after each key, as its change handler feeds it: the new text and the one before. */
function typeExpiry(keys: string[], start = ''): string[] {
  const shown: string[] = [];
  let field = start;
  for (const key of keys) {
    const value = key === 'Backspace' ? field.slice(0, -1) : field + key;
    field = formatExpiry(value, field);
    shown.push(field);
  }
  return shown;
}

describe('formatCardNumber', () => {
  it('groups the digits in fours as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('regroups a number pasted with its own spaces or dashes, and drops anything but digits', () => {
    expect(formatCardNumber('4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber(' 4242 42 42 4242 4242 ')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242 4242 424a2')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('card')).toBe('');
  });

  it('regroups after a digit is deleted in the middle', () => {
    expect(formatCardNumber('4242 424 4242')).toBe('4242 4244 242');
  });

  it('keeps at most 19 digits, what the field can hold with its spaces', () => {
    expect(formatCardNumber('4242424242424242424')).toBe('4242 4242 4242 4242 424');
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
    expect(formatCardNumber('4242424242424242424')).toHaveLength(23); // the input's maxLength
  });
});

describe('cardDigits', () => {
  it('is the number the card check receives: digits only, at most 19', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4000-0000-0000-0002')).toBe('4000000000000002');
    expect(cardDigits('1234 5678 9012 3456 7890')).toBe('1234567890123456789');
    expect(cardDigits('')).toBe('');
  });
});

describe('formatExpiry', () => {
  it('adds the separator once the month is typed', () => {
    expect(typeExpiry(['1', '2', '3', '4'])).toEqual(['1', '12 / ', '12 / 3', '12 / 34']);
    expect(typeExpiry(['0', '9', '2', '7'])).toEqual(['0', '09 / ', '09 / 2', '09 / 27']);
  });

  it('reads a first digit above 1 as a whole month', () => {
    expect(typeExpiry(['4', '2', '8'])).toEqual(['04 / ', '04 / 2', '04 / 28']);
    expect(formatExpiry('9')).toBe('09 / ');
  });

  it('reads a month typed as one digit and a slash as that month', () => {
    expect(typeExpiry(['1', '/', '2', '8'])).toEqual(['1', '01 / ', '01 / 2', '01 / 28']);
    expect(formatExpiry('1/28')).toBe('01 / 28');
    expect(formatExpiry('4/28')).toBe('04 / 28');
  });

  it('keeps a two-digit month typed before a slash', () => {
    expect(typeExpiry(['1', '2', '/', '3', '0'])).toEqual(['1', '12 / ', '12 / ', '12 / 3', '12 / 30']);
    expect(formatExpiry('10/30')).toBe('10 / 30');
  });

  it('lets the guest delete back through the separator without getting stuck', () => {
    expect(typeExpiry(['Backspace', 'Backspace', 'Backspace'], '12 / 3')).toEqual(['12 / ', '1', '']);
    expect(typeExpiry(['Backspace'], '04 / ')).toEqual(['0']);
  });

  it('takes a pasted expiry in any spacing and cuts what does not fit', () => {
    expect(formatExpiry('12/34')).toBe('12 / 34');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
    expect(formatExpiry('mm/yy')).toBe('');
  });
});

describe('parseExpiry', () => {
  it('reads month and a year in this century', () => {
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('04 / 28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('01 / 00')).toEqual({ month: 1, year: 2000 });
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
  });

  it('is null until the expiry is complete, so the form says it is incomplete', () => {
    expect(parseExpiry('')).toBeNull();
    expect(parseExpiry('1')).toBeNull();
    expect(parseExpiry('12 / ')).toBeNull();
    expect(parseExpiry('12 / 3')).toBeNull();
  });

  it('reads what the field shows after typing', () => {
    const [shown] = typeExpiry(['4', '2', '9']).slice(-1);
    expect(parseExpiry(shown ?? '')).toEqual({ month: 4, year: 2029 });
  });
});
