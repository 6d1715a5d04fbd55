import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bookingNights } from './stays.mjs';

const options = { today: '2026-11-29', horizonMonths: 60, searchesEnd: 434, afterDemoStays: 61 };
const dayOf = (offset) => new Date(Date.parse(`${options.today}T00:00:00Z`) + offset * 86_400_000).toISOString();

test('every night is booked once, past the searches first and within the horizon', () => {
  const nights = bookingNights(options);
  assert.equal(new Set(nights).size, nights.length);
  // 434 to 1824 (two days short of 2031-11-29), then 61 to 433.
  assert.equal(nights.length, 1391 + 373);
  const past = nights.slice(0, 1391);
  assert.ok(past.every((night, i) => night === 434 + i));
  assert.ok(dayOf(past.at(-1)) < '2031-11-28');
  assert.deepEqual(
    nights.slice(1391),
    Array.from({ length: 373 }, (_, i) => 61 + i),
  );
});

test('another horizon and another end of the searches move only the nights they bound', () => {
  const nights = bookingNights({ ...options, horizonMonths: 18, searchesEnd: 100 });
  assert.equal(nights[0], 100);
  assert.equal(nights.at(-1), 99);
  assert.ok(Math.max(...nights) < 18 * 31);
  assert.equal(new Set(nights).size, nights.length);
});
