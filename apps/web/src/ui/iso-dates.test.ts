import { describe, expect, it } from 'vitest';
import { formatShortDate, fromUtc, isIsoDate, toUtc } from './iso-dates';

describe('isIsoDate', () => {
  it('accepts a real calendar date written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-03-14')).toBe(true);
    expect(isIsoDate('2026-01-31')).toBe(true);
    expect(isIsoDate('2026-12-31')).toBe(true);
  });

  it('knows the leap day', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
  });

  it('refuses days past the end of their month', () => {
    expect(isIsoDate('2027-02-30')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-06-31')).toBe(false);
    expect(isIsoDate('2026-01-32')).toBe(false);
    expect(isIsoDate('2026-01-00')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
  });

  it('refuses other ways of writing a date, and text', () => {
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate('2026-3-14')).toBe(false);
    expect(isIsoDate('14/03/2026')).toBe(false);
    expect(isIsoDate('2026-03-14T00:00:00Z')).toBe(false);
    expect(isIsoDate(' 2026-03-14')).toBe(false);
    expect(isIsoDate('2026-03-14 ')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });
});

describe('toUtc and fromUtc', () => {
  it('read a date as midnight UTC and write it back unchanged, whatever the local zone', () => {
    expect(toUtc('2026-03-08').toISOString()).toBe('2026-03-08T00:00:00.000Z');
    for (const date of ['2026-03-08', '2026-11-01', '2028-02-29', '2026-12-31']) {
      expect(fromUtc(toUtc(date))).toBe(date);
    }
  });
});

describe('formatShortDate', () => {
  it('shows day, short month and year', () => {
    expect(formatShortDate('2026-03-14')).toBe('14 Mar 2026');
    expect(formatShortDate('2028-02-29')).toBe('29 Feb 2028');
  });

  it("shows the date itself, not the day before in a zone behind UTC (the tests' New York)", () => {
    expect(formatShortDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatShortDate('2026-03-08')).toBe('8 Mar 2026');
    expect(formatShortDate('2026-11-01')).toBe('1 Nov 2026');
  });
});
