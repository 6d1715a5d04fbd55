import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeFor, heldNights } from './held-nights.js';

const day = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe('freeFor', () => {
  const held = heldNights([
    { roomId: 'a', start: day(2), end: day(4) },
    { roomId: 'a', start: day(6), end: day(7) },
  ]);

  it('lets a stay end on the day a hold begins and begin on the day one ends', () => {
    expect(freeFor(held, 'a', day(0), day(2))).toBe(true);
    expect(freeFor(held, 'a', day(4), day(6))).toBe(true);
    expect(freeFor(held, 'a', day(7), day(9))).toBe(true);
  });

  it('refuses a stay that shares one night with a hold', () => {
    expect(freeFor(held, 'a', day(3), day(5))).toBe(false);
    expect(freeFor(held, 'a', day(0), day(3))).toBe(false);
    expect(freeFor(held, 'a', day(5), day(7))).toBe(false);
    expect(freeFor(held, 'a', day(1), day(8))).toBe(false);
  });

  it('finds a room nobody holds free', () => {
    expect(freeFor(held, 'b', day(2), day(4))).toBe(true);
  });

  it('agrees with the overlap of date ranges for any holds and stay', () => {
    // Holds of one room that do not overlap, as the exclusion rule keeps them.
    const holds = fc
      .uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 12 })
      .map((points) => points.sort((x, y) => x - y))
      .map((points) => {
        const ranges: [number, number][] = [];
        for (let i = 0; i + 1 < points.length; i += 2) ranges.push([points[i]!, points[i + 1]!]);
        return ranges;
      });
    const stay = fc
      .tuple(fc.integer({ min: 0, max: 62 }), fc.integer({ min: 1, max: 14 }))
      .map(([from, nights]) => [from, from + nights] as const);
    fc.assert(
      fc.property(holds, stay, (ranges, [from, to]) => {
        const map = heldNights(ranges.map(([s, e]) => ({ roomId: 'r', start: day(s), end: day(e) })));
        const expected = !ranges.some(([s, e]) => s < to && from < e);
        expect(freeFor(map, 'r', day(from), day(to))).toBe(expected);
      }),
    );
  });
});
