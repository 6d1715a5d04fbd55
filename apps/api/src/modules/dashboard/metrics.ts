import { type MetricsPoint, PERIOD_DAYS, type Period } from '@hotel/shared';
import { addDays } from '../../lib/hotel-time.js';

/** The pure arithmetic of the dashboard's figures; docs/kpis.md defines each one. */

export interface Night {
  day: string;
  revenueCents: number;
  sold: number;
}

export function periodWindows(period: Period, today: string) {
  const days = PERIOD_DAYS[period];
  const from = addDays(today, -(days - 1));
  return {
    days,
    current: { from, to: today },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

/** Percent change from `previous` to `current`, one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const cents = (c: number) => Math.round(c) / 100;
const round1 = (v: number) => Math.round(v * 10) / 10;
const round2 = (v: number) => Math.round(v * 100) / 100;

export function roomKpis(nights: readonly Night[], totalRooms: number) {
  const revenueCents = nights.reduce((s, n) => s + n.revenueCents, 0);
  const sold = nights.reduce((s, n) => s + n.sold, 0);
  const available = totalRooms * nights.length;
  return {
    revenueCents,
    revenue: cents(revenueCents),
    occupancyRate: available === 0 ? 0 : round1((sold / available) * 100),
    adr: sold === 0 ? 0 : round2(revenueCents / sold / 100),
    revpar: available === 0 ? 0 : round2(revenueCents / available / 100),
  };
}

/** One point a day; for a year, one a week (counted back from the last day), with rooms averaged per night. */
export function series(nights: readonly Night[], period: Period): MetricsPoint[] {
  const size = period === '1y' ? 7 : 1;
  const buckets: Night[][] = [];
  for (let end = nights.length; end > 0; end -= size) buckets.unshift(nights.slice(Math.max(0, end - size), end));
  return buckets.map((bucket) => ({
    date: bucket[0]!.day,
    revenue: cents(bucket.reduce((s, n) => s + n.revenueCents, 0)),
    occupiedRooms: round1(bucket.reduce((s, n) => s + n.sold, 0) / bucket.length),
  }));
}
