import { describe, expect, it } from 'vitest';
import { cancellationChargeCents } from './cancellation.js';

const stay = { checkIn: '2027-03-10', nightlyCents: 25000, totalCents: 75000 };

describe('cancellation charge', () => {
  it('is free until 24 hours before 15:00 on the arrival day, in the hotel time zone', () => {
    expect(cancellationChargeCents(stay, 'UTC', new Date('2027-03-09T14:59:59Z'))).toBe(0);
    expect(cancellationChargeCents(stay, 'UTC', new Date('2027-03-09T15:00:00Z'))).toBe(25000);
  });

  it('uses the hotel clock, not UTC', () => {
    // 15:00 in New York on 9 March 2027 (EST, UTC-5) is 20:00 UTC.
    expect(cancellationChargeCents(stay, 'America/New_York', new Date('2027-03-09T19:59:00Z'))).toBe(0);
    expect(cancellationChargeCents(stay, 'America/New_York', new Date('2027-03-09T20:00:00Z'))).toBe(25000);
  });

  it('never charges more than the stay costs', () => {
    expect(cancellationChargeCents({ ...stay, totalCents: 10000 }, 'UTC', new Date('2027-03-10T00:00:00Z'))).toBe(
      10000,
    );
  });
});
