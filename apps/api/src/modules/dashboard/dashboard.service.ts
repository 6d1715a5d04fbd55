import type { MetricsAnswer, Period } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { hotelToday } from '../../lib/hotel-time.js';
import { toDollars } from '../../lib/money.js';
import { sumBillings } from '../billing/billing.service.js';
import { countGuestsInHouse } from '../guests/guests.admin.service.js';
import {
  countAvailableRooms,
  countBookingsMade,
  countGuestsStayingOn,
  countRooms,
  nightlyTotals,
} from './dashboard.repository.js';
import { percentChange, periodWindows, roomKpis, series } from './metrics.js';

export function createDashboardService(ctx: AppContext) {
  const db = ctx.database.db;
  const tz = ctx.config.hotelTimezone;

  return {
    async metrics(period: Period): Promise<MetricsAnswer> {
      const today = hotelToday(tz, ctx.now());
      const { days, current, previous } = periodWindows(period, today);
      const [
        nights,
        totalRooms,
        bookingsNow,
        bookingsBefore,
        activeGuests,
        availableRooms,
        guestsThen,
        guestsTonight,
        sums,
      ] = await Promise.all([
        nightlyTotals(db, previous.from, current.to),
        countRooms(db),
        countBookingsMade(db, tz, current.from, current.to),
        countBookingsMade(db, tz, previous.from, previous.to),
        countGuestsInHouse(db),
        countAvailableRooms(db),
        countGuestsStayingOn(db, previous.to),
        countGuestsStayingOn(db, current.to),
        sumBillings(db),
      ]);
      const before = nights.slice(0, days);
      const now = nights.slice(days);
      const kpis = roomKpis(now, totalRooms);
      const previousKpis = roomKpis(before, totalRooms);
      // Past room statuses are not kept: the change in free rooms compares rooms unsold on each period's last night.
      const unsoldTonight = totalRooms - (now.at(-1)?.sold ?? 0);
      const unsoldThen = totalRooms - (before.at(-1)?.sold ?? 0);

      return {
        period,
        from: current.from,
        to: current.to,
        revenue: kpis.revenue,
        bookings: bookingsNow,
        occupancyRate: kpis.occupancyRate,
        adr: kpis.adr,
        revpar: kpis.revpar,
        activeGuests,
        availableRooms,
        totalRooms,
        collectedRevenue: toDollars(sums.confirmed),
        changes: {
          revenue: percentChange(kpis.revenueCents, previousKpis.revenueCents),
          bookings: percentChange(bookingsNow, bookingsBefore),
          activeGuests: percentChange(guestsTonight, guestsThen),
          availableRooms: percentChange(unsoldTonight, unsoldThen),
        },
        series: series(now, period),
      };
    },
  };
}
