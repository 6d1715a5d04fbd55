import { z } from 'zod';
import { PERIODS } from '../constants.js';

export const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export const PERIOD_LABELS = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last 12 months',
} as const;

export const metricsQuery = z.strictObject({
  period: z.enum(PERIODS, { message: 'Choose 7d, 30d, 90d or 1y' }).default('30d'),
});

const change = z
  .number()
  .nullable()
  .describe('Percent change against the previous period of the same length; null when that was 0');

export const metricsPoint = z.object({
  /** The day, or the first day of the week for 1y. */
  date: z.string(),
  /** Room revenue earned on the nights of the bucket, in dollars. */
  revenue: z.number(),
  /** Rooms sold per night (the average per night for a week). */
  occupiedRooms: z.number(),
});
export type MetricsPoint = z.infer<typeof metricsPoint>;

/** GET /api/dashboard/metrics (API.md); every definition is in docs/kpis.md. */
export const metricsAnswer = z.object({
  period: z.enum(PERIODS),
  from: z.string(),
  to: z.string(),
  revenue: z.number(),
  bookings: z.number().int(),
  occupancyRate: z.number(),
  adr: z.number(),
  revpar: z.number(),
  activeGuests: z.number().int(),
  availableRooms: z.number().int(),
  totalRooms: z.number().int(),
  collectedRevenue: z.number(),
  changes: z.object({ revenue: change, bookings: change, activeGuests: change, availableRooms: change }),
  series: z.array(metricsPoint),
});
export type MetricsAnswer = z.infer<typeof metricsAnswer>;
