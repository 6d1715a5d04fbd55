import { nightsBetween } from '@hotel/shared';
import { describe, expect, it } from 'vitest';
import { addDays, hotelToday, zonedInstant } from './hotel-time.js';

describe('hotel time', () => {
  it('today is the date on the hotel clock', () => {
    const at = new Date('2027-01-15T23:30:00Z');
    expect(hotelToday('UTC', at)).toBe('2027-01-15');
    expect(hotelToday('Asia/Tokyo', at)).toBe('2027-01-16');
    expect(hotelToday('America/Los_Angeles', at)).toBe('2027-01-15');
  });

  it("turns the day at the hotel's midnight to the millisecond, asked in any order", () => {
    // Kathmandu is UTC+05:45: midnight there is 18:15 UTC.
    const at = (iso: string) => hotelToday('Asia/Kathmandu', new Date(iso));
    expect(at('2027-01-15T18:14:59.999Z')).toBe('2027-01-15');
    expect(at('2027-01-15T18:15:00.000Z')).toBe('2027-01-16');
    expect(at('2027-01-15T18:14:59.999Z')).toBe('2027-01-15');
    expect(at('2027-01-15T18:14:00.000Z')).toBe('2027-01-15');
    expect(at('2027-01-16T18:14:30.000Z')).toBe('2027-01-16');
    // Clocks go back in Los Angeles on 7 November 2027: the 25-hour day still ends at its midnight.
    expect(hotelToday('America/Los_Angeles', new Date('2027-11-08T07:59:59.999Z'))).toBe('2027-11-07');
    expect(hotelToday('America/Los_Angeles', new Date('2027-11-08T08:00:00.000Z'))).toBe('2027-11-08');
  });

  it('counts nights across a daylight-saving change by calendar days', () => {
    // Clocks go forward in Europe on 28 March 2027.
    expect(nightsBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
  });

  it('finds the instant of a wall-clock time on both sides of a DST change', () => {
    expect(zonedInstant('2027-03-27', '15:00', 'Europe/Paris').toISOString()).toBe('2027-03-27T14:00:00.000Z');
    expect(zonedInstant('2027-03-29', '15:00', 'Europe/Paris').toISOString()).toBe('2027-03-29T13:00:00.000Z');
  });
});
