import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import type { GuestReviewDto } from '@hotel/shared/schemas/reviews-guest';
import { formatMoney } from '@/lib/format';

export interface Activity {
  id: string;
  kind: 'booked' | 'paid' | 'cancelled' | 'reviewed';
  text: string;
  /** An ISO instant. */
  at: string;
}

/** The guest's history, newest first, from its real bookings, payments and reviews. */
export function recentActivity(bookings: DashboardBookingDto[], reviews: GuestReviewDto[], limit = 6): Activity[] {
  const items: Activity[] = [];
  for (const b of bookings) {
    const room = b.roomId.title;
    items.push({ id: `${b._id}-booked`, kind: 'booked', text: `Booked ${room} for ${b.checkInDate}`, at: b.createdAt });
    if (b.paidAt && b.billingId && b.billingId.amount > 0) {
      items.push({
        id: `${b._id}-paid`,
        kind: 'paid',
        text: `Paid ${formatMoney(b.billingId.amount)} for ${room}`,
        at: b.paidAt,
      });
    }
    if (b.cancelledAt)
      items.push({ id: `${b._id}-cancelled`, kind: 'cancelled', text: `Cancelled ${room}`, at: b.cancelledAt });
  }
  for (const r of reviews) {
    items.push({
      id: `${r._id}-reviewed`,
      kind: 'reviewed',
      text: `Reviewed ${r.room.title} (${r.rating} of 5 stars)`,
      at: r.date,
    });
  }
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
