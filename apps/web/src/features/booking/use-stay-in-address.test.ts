import { describe, expect, it } from 'vitest';
import { readStay } from './use-stay-in-address';

describe('the stay a room page address asks for', () => {
  it('reads the dates, the party and the services', () => {
    expect(readStay('checkIn=2026-12-24&checkOut=2026-12-27&guests=2&services=Room%20Service,Laundry', 4)).toEqual({
      checkInDate: '2026-12-24',
      checkOutDate: '2026-12-27',
      guests: 2,
      additionalServices: ['Room Service', 'Laundry'],
    });
  });

  it('starts a new visitor with no dates, one guest and no services', () => {
    expect(readStay('', 2)).toEqual({ checkInDate: '', checkOutDate: '', guests: 1, additionalServices: [] });
  });

  it('leaves out what is not a date, not a party or not a service the hotel offers', () => {
    expect(readStay('checkIn=2026-02-30&checkOut=tomorrow&guests=0&services=Helicopter,Laundry', 2)).toEqual({
      checkInDate: '',
      checkOutDate: '',
      guests: 1,
      additionalServices: ['Laundry'],
    });
    expect(readStay('guests=2.5', 2).guests).toBe(1);
    expect(readStay('guests=9', 8).guests).toBe(1);
  });

  it('offers at most what the room sleeps to a larger party', () => {
    expect(readStay('guests=4', 2).guests).toBe(2);
  });
});
