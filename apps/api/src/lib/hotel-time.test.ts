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
