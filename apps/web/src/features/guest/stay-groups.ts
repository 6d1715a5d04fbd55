import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';

export interface StayGroups {
  /** In house first, then by arrival, soonest first. */
  upcoming: DashboardBookingDto[];
  /** Most recent departure first. */
  past: DashboardBookingDto[];
  cancelled: DashboardBookingDto[];
}

/**
 * The guest's stays as a guest thinks of them (rather than by when each was booked): what is coming, what is
 * over, what was cancelled. A reservation whose dates are behind it counts as past until the desk settles it.
 */
export function groupStays(bookings: readonly DashboardBookingDto[], today: string): StayGroups {
  const groups: StayGroups = { upcoming: [], past: [], cancelled: [] };
  for (const booking of bookings) {
    if (booking.status === 'cancelled') groups.cancelled.push(booking);
    else if (booking.status === 'checked-in') groups.upcoming.push(booking);
    else if (booking.status === 'reserved' && booking.checkOutDate > today) groups.upcoming.push(booking);
    else groups.past.push(booking);
  }
  const inHouseFirst = (b: DashboardBookingDto) => (b.status === 'checked-in' ? 0 : 1);
  groups.upcoming.sort((a, b) => inHouseFirst(a) - inHouseFirst(b) || a.checkInDate.localeCompare(b.checkInDate));
  groups.past.sort((a, b) => b.checkOutDate.localeCompare(a.checkOutDate));
  groups.cancelled.sort((a, b) => b.checkInDate.localeCompare(a.checkInDate));
  return groups;
}
