import { describe, expect, it } from 'vitest';
import { percentChange, periodWindows, roomKpis, series } from './metrics.js';

describe('dashboard arithmetic', () => {
  it('windows end today and the previous one is as long, just before', () => {
    expect(periodWindows('7d', '2030-03-02')).toEqual({
      days: 7,
      current: { from: '2030-02-24', to: '2030-03-02' },
      previous: { from: '2030-02-17', to: '2030-02-23' },
    });
    expect(periodWindows('1y', '2028-03-01').current.from).toBe('2027-03-03');
  });

  it('percent change to one decimal, null from zero', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });

  it('ADR × occupancy = RevPAR, and no division by zero', () => {
    const nights = [
      { day: '2030-01-01', revenueCents: 30_000, sold: 2 },
      { day: '2030-01-02', revenueCents: 10_000, sold: 1 },
    ];
    const k = roomKpis(nights, 3);
    expect(k).toMatchObject({ revenue: 400, occupancyRate: 50, adr: 133.33, revpar: 66.67 });
    expect(roomKpis([], 0)).toMatchObject({ revenue: 0, occupancyRate: 0, adr: 0, revpar: 0 });
  });

  it('weekly buckets count back from the last day', () => {
    const nights = Array.from({ length: 9 }, (_, i) => ({ day: `2030-01-0${i + 1}`, revenueCents: 100, sold: i % 2 }));
    const points = series(nights, '1y');
    expect(points.map((p) => p.date)).toEqual(['2030-01-01', '2030-01-03']);
    expect(points[1]).toEqual({ date: '2030-01-03', revenue: 7, occupiedRooms: 0.4 }); // 3 of 7 nights sold
  });
});
