import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNights, humanize, setHotelTimeZone, todayIso } from './format';

describe('formatMoney', () => {
  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatMoney(250)).toBe('$250');
    expect(formatMoney(1234)).toBe('$1,234');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(120.05)).toBe('$120.05');
    expect(formatMoney(1_234_567.89)).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0');
  });

  it('rounds to the cent', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(269.70000000000005)).toBe('$269.70');
    expect(formatMoney(12.344)).toBe('$12.34');
  });

  it('shows an amount that rounds to whole dollars as whole dollars, as the same amount is shown elsewhere', () => {
    // Sums of charges in dollars: 3 × 33.3 + 0.1 is 99.99999999999999, a price of $199.99 less $149.99 is
    // 50.00000000000001. The guest must read "$100" and "Save $50", not "$100.00" beside a "$100".
    expect(formatMoney(3 * 33.3 + 0.1)).toBe('$100');
    expect(formatMoney(100.004)).toBe('$100');
    expect(formatMoney(50.00000000000001)).toBe('$50');
    expect(formatMoney(1999.999)).toBe('$2,000');
  });

  it('shows a negative amount with its sign before the dollar sign', () => {
    expect(formatMoney(-35.5)).toBe('-$35.50');
    expect(formatMoney(-1200)).toBe('-$1,200');
  });

  it('shows $0 for a missing amount', () => {
    expect(formatMoney(null)).toBe('$0');
    expect(formatMoney(undefined)).toBe('$0');
    expect(formatMoney(Number.NaN)).toBe('$0');
  });
});

describe('formatDate', () => {
  it('shows the first 10 characters of an ISO string (spec §1)', () => {
    expect(formatDate('2026-03-14T09:30:00.000Z')).toBe('2026-03-14');
    expect(formatDate('2026-03-14')).toBe('2026-03-14');
  });

  it("keeps the date as written, not moved into the browser's zone", () => {
    // 02:00 UTC on the 15th is still the 14th in New York, the zone these tests run in.
    expect(formatDate('2026-03-15T02:00:00.000Z')).toBe('2026-03-15');
    expect(formatDate('2028-02-29T23:59:59.999Z')).toBe('2028-02-29');
  });

  it('shows the fallback when there is no date', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate(null, '—')).toBe('—');
  });
});

describe('formatNights', () => {
  it('says night for one and nights otherwise', () => {
    expect(formatNights(1)).toBe('1 night');
    expect(formatNights(2)).toBe('2 nights');
    expect(formatNights(30)).toBe('30 nights');
    expect(formatNights(0)).toBe('0 nights');
  });
});

describe('todayIso', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("is the date on the browser's clock, not in UTC", () => {
    expect(new Date('2026-07-01T12:00:00Z').getTimezoneOffset()).toBe(240); // the tests run in New York
    // 23:30 in New York is already the next day in UTC.
    expect(todayIso(new Date('2026-03-15T03:30:00Z'))).toBe('2026-03-14');
    expect(todayIso(new Date('2026-03-15T04:00:00Z'))).toBe('2026-03-15');
  });

  it('changes day at local midnight on both daylight-saving changes', () => {
    // 8 March 2026: clocks go forward at 02:00 EST; midnight before it is still UTC−5.
    expect(todayIso(new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(todayIso(new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(todayIso(new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(todayIso(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // 1 November 2026: clocks go back at 02:00 EDT; the day is 25 hours long.
    expect(todayIso(new Date('2026-11-01T03:59:59Z'))).toBe('2026-10-31');
    expect(todayIso(new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(todayIso(new Date('2026-11-02T04:59:59Z'))).toBe('2026-11-01');
    expect(todayIso(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('knows month ends, year ends and the leap day', () => {
    expect(todayIso(new Date('2028-02-29T04:59:59Z'))).toBe('2028-02-28');
    expect(todayIso(new Date('2028-02-29T05:00:00Z'))).toBe('2028-02-29');
    expect(todayIso(new Date('2028-03-01T04:59:59Z'))).toBe('2028-02-29');
    expect(todayIso(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12-31');
  });

  it('is ahead of UTC in a zone east of it', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(todayIso(new Date('2026-03-14T12:00:00Z'))).toBe('2026-03-15');
    expect(todayIso(new Date('2026-03-14T10:59:59Z'))).toBe('2026-03-14');
  });
});

describe("todayIso on the hotel's calendar", () => {
  afterEach(() => {
    setHotelTimeZone(undefined);
    Reflect.deleteProperty(globalThis, 'document');
  });

  it("is the hotel's date, not the browser's, once the hotel's zone is known", () => {
    // The browser is in New York (UTC−4 / −5); at 23:30 there on 14 March it is already the 15th in Kiribati.
    setHotelTimeZone('Pacific/Kiritimati');
    expect(todayIso(new Date('2026-03-15T03:30:00Z'))).toBe('2026-03-15');
    // 06:30 on the 15th in New York is still the 14th in American Samoa.
    setHotelTimeZone('Pacific/Pago_Pago');
    expect(todayIso(new Date('2026-03-15T10:30:00Z'))).toBe('2026-03-14');
  });

  it('reads the zone the server wrote into the page', () => {
    const asked: string[] = [];
    Object.assign(globalThis, {
      document: {
        querySelector: (selector: string) => {
          asked.push(selector);
          return { content: 'Pacific/Kiritimati' };
        },
      },
    });
    expect(todayIso(new Date('2026-03-15T03:30:00Z'))).toBe('2026-03-15');
    expect(asked).toEqual(['meta[name="hotel-time-zone"]']);
  });

  it("falls back to the browser's date for a zone it does not know", () => {
    setHotelTimeZone('Mars/Olympus_Mons');
    expect(todayIso(new Date('2026-03-15T03:30:00Z'))).toBe('2026-03-14');
  });
});

describe('humanize', () => {
  it('turns a stored word into a label', () => {
    expect(humanize('housekeeping')).toBe('Housekeeping');
    expect(humanize('in-progress')).toBe('In progress');
    expect(humanize('out-of-order')).toBe('Out of order');
    expect(humanize('checked_out')).toBe('Checked out');
    expect(humanize('awaiting--inspection')).toBe('Awaiting inspection');
  });

  it('leaves an empty value empty', () => {
    expect(humanize('')).toBe('');
    expect(humanize('-')).toBe('');
  });
});
