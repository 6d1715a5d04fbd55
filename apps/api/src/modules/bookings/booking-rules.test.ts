import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  canCancel,
  canMove,
  canOverridePrice,
  differsFromPrice,
  FREE_CANCELLATION_HOURS,
  formatDollars,
  nightsBetween,
  roomSaving,
  stayTotalDollars,
} from '@hotel/shared';
import { describe, expect, it } from 'vitest';
import { freeCancellationUntil } from './cancellation.js';

// The booking rules the web and the server share (packages/shared): pure, so tested here without a database.

describe('status moves', () => {
  it('are the transitions and nothing else; staying put is not a move', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        expect(canMove(from, to), `${from} → ${to}`).toBe(BOOKING_TRANSITIONS[from].includes(to));
      }
      expect(canMove(from, from)).toBe(false);
    }
    expect(canMove('reserved', 'checked-in')).toBe(true);
    expect(canMove('reserved', 'cancelled')).toBe(true);
    expect(canMove('checked-in', 'checked-out')).toBe(true);
    expect(canMove('checked-in', 'cancelled')).toBe(false);
    expect(canMove('checked-out', 'reserved')).toBe(false);
  });
});

describe('a guest may cancel', () => {
  const today = '2031-06-10';
  it('a reservation until its arrival day is over', () => {
    expect(canCancel({ status: 'reserved', checkInDate: '2031-06-11' }, today)).toBe(true);
    expect(canCancel({ status: 'reserved', checkInDate: today }, today)).toBe(true);
    expect(canCancel({ status: 'reserved', checkInDate: '2031-06-09' }, today)).toBe(false);
  });

  it('nothing but a reservation', () => {
    for (const status of ['checked-in', 'checked-out', 'cancelled'] as const) {
      expect(canCancel({ status, checkInDate: '2031-06-20' }, today), status).toBe(false);
    }
  });

  it('free of charge until FREE_CANCELLATION_HOURS before check-in time, in the hotel time zone', () => {
    expect(FREE_CANCELLATION_HOURS).toBe(24);
    expect(freeCancellationUntil('2031-06-10', 'UTC').toISOString()).toBe('2031-06-09T15:00:00.000Z');
    // 15:00 in New York in June (EDT, UTC-4) is 19:00 UTC.
    expect(freeCancellationUntil('2031-06-10', 'America/New_York').toISOString()).toBe('2031-06-09T19:00:00.000Z');
  });
});

describe('a price set by hand', () => {
  it('is possible while the stay is reserved and nothing is paid', () => {
    expect(canOverridePrice({ status: 'reserved', billing: { status: 'pending' } })).toBe(true);
    expect(canOverridePrice({ status: 'reserved', billing: { status: 'failed' } })).toBe(true);
    expect(canOverridePrice({ status: 'reserved', billing: null })).toBe(true);
    expect(canOverridePrice({ status: 'reserved', billing: { status: 'confirmed' } })).toBe(false);
    expect(canOverridePrice({ status: 'checked-in', billing: { status: 'pending' } })).toBe(false);
    expect(canOverridePrice({ status: 'cancelled', billing: null })).toBe(false);
  });

  it('differs from the hotel price only by a cent or more', () => {
    expect(differsFromPrice(360.3, 120.1 * 3)).toBe(false);
    expect(differsFromPrice(360.3, 360.31)).toBe(true);
    expect(differsFromPrice(0, 0)).toBe(false);
  });
});

describe('a stay total in dollars', () => {
  it('is counted in cents: $120.10 × 3 is exactly $360.30', () => {
    expect(stayTotalDollars(120.1, 3)).toBe(360.3);
    expect(stayTotalDollars(250, 0)).toBe(0);
  });

  it('has no nights while a date is missing', () => {
    expect(nightsBetween('', '2031-06-12')).toBe(0);
    expect(nightsBetween('2031-06-10', '')).toBe(0);
  });
});

describe('formatDollars', () => {
  it('shows cents only when there are any, with thousands separated', () => {
    expect(formatDollars(25_000)).toBe('250');
    expect(formatDollars(12_050)).toBe('120.50');
    expect(formatDollars(123_400)).toBe('1,234');
    expect(formatDollars(5)).toBe('0.05');
  });
});

describe('a room discount', () => {
  it('saves the original price less the price, only when the original is higher', () => {
    expect(roomSaving({ price: 200, originalPrice: 250 })).toBe(50);
    expect(roomSaving({ price: 200, originalPrice: 200 })).toBe(0);
    expect(roomSaving({ price: 200, originalPrice: 150 })).toBe(0);
    expect(roomSaving({ price: 200, originalPrice: null })).toBe(0);
  });
});
