import { balanceDue, canCancel } from '@hotel/shared/booking-rules';
import { guestBookingPath } from '@hotel/shared/constants';
import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import { nightsBetween } from '@hotel/shared/stay-price';
import { CalendarDays, CreditCard, MessageSquareQuote, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { formatMoney, formatNights, todayIso } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { InvoiceLink } from '@/ui/invoice-link';
import { formatInstant, useHotelTimeZone } from './dashboard-format';
import { GuestStatusBadge } from './guest-status-badge';
import { isPayable } from './pay-target';

export interface BookingActions {
  onPay: (booking: DashboardBookingDto) => void;
  onCancel: (booking: DashboardBookingDto) => void;
  onReview: (booking: DashboardBookingDto) => void;
}

/** One stay: room, dates, amount, what is due, its one status, and what can be done with it. */
export function BookingCard({
  booking,
  reviewed,
  actions,
  headingLevel = 3,
}: {
  booking: DashboardBookingDto;
  reviewed: boolean;
  actions: BookingActions;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const timeZone = useHotelTimeZone();
  const nights = nightsBetween(booking.checkInDate, booking.checkOutDate);
  const bill = booking.billingId;
  const canReview = booking.status === 'checked-out' && !reviewed;

  return (
    <article className="rounded-xl border border-line bg-surface p-5 shadow-raised sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <Heading className="text-lg sm:text-xl">
            <Link to={paths.room(booking.roomId._id)} className="hover:text-gold-ink hover:underline">
              {booking.roomId.title}
            </Link>
          </Heading>
          <p className="mt-1 text-xs text-ink-muted">
            Booking{' '}
            <Link
              to={guestBookingPath(booking._id)}
              className="font-mono tracking-wide text-ink underline-offset-2 hover:text-gold-ink hover:underline"
              aria-label={`Booking ${booking.reference}: view its confirmation`}
            >
              {booking.reference}
            </Link>
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted lining-nums">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {booking.checkInDate} → {booking.checkOutDate} · {formatNights(nights)}
            </span>
          </p>
          {booking.additionalServices.length > 0 && (
            <p className="mt-1 text-sm text-ink-muted">With {booking.additionalServices.join(', ')}</p>
          )}
        </div>
        <div className="text-right">
          <p className="font-display text-2xl text-ink lining-nums">
            {formatMoney(bill?.amount ?? booking.totalPrice)}
          </p>
          {bill && bill.balance > 0 && booking.status !== 'cancelled' && (
            <p className="text-sm font-medium text-ink lining-nums">Due {formatMoney(bill.balance)}</p>
          )}
          <div className="mt-1 flex flex-wrap justify-end gap-1.5">
            <GuestStatusBadge booking={booking} />
          </div>
        </div>
      </div>

      {(booking.status === 'reserved' ||
        booking.refundDue > 0 ||
        booking.refunded > 0 ||
        booking.status === 'cancelled') && (
        <p className="mt-4 border-t border-line pt-3 text-sm text-ink-muted">
          {booking.status === 'reserved' &&
            (booking.cancellationCharge && booking.cancellationCharge > 0
              ? `Cancelling now costs the first night (${formatMoney(booking.cancellationCharge)}).`
              : booking.freeCancellationUntil
                ? `Free cancellation until ${formatInstant(booking.freeCancellationUntil, timeZone)}.`
                : null)}
          {booking.releaseAt && (
            <strong className="font-medium text-ink">
              {` Pay by ${formatInstant(booking.releaseAt, timeZone)}, or the hotel releases this reservation.`}
            </strong>
          )}
          {booking.status === 'cancelled' &&
            (booking.releasedAt
              ? `Released by the hotel on ${formatInstant(booking.releasedAt, timeZone)}: it was still unpaid shortly before arrival. Nothing was charged.`
              : booking.cancellationCharge
                ? `Cancelled with a charge of ${formatMoney(booking.cancellationCharge)}.`
                : 'Cancelled free of charge.')}
          {booking.refunded > 0 && ` ${formatMoney(booking.refunded)} was refunded to your card.`}
          {booking.refundDue > 0 && ` A refund of ${formatMoney(booking.refundDue)} is on its way to your card.`}
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        {isPayable(booking) && (
          <Button
            icon={<CreditCard className="size-4" aria-hidden="true" />}
            onClick={() => actions.onPay(booking)}
            aria-label={`Pay Now: ${formatMoney(balanceDue(bill))} for ${booking.roomId.title}`}
          >
            Pay Now
          </Button>
        )}
        {canReview && (
          <Button
            variant="secondary"
            icon={<MessageSquareQuote className="size-4" aria-hidden="true" />}
            onClick={() => actions.onReview(booking)}
            aria-label={`Write a review of ${booking.roomId.title}`}
          >
            Write a review
          </Button>
        )}
        {canCancel(booking, todayIso()) && (
          <Button
            variant="ghost"
            icon={<XCircle className="size-4" aria-hidden="true" />}
            onClick={() => actions.onCancel(booking)}
            aria-label={`Cancel booking: ${booking.roomId.title}, ${booking.checkInDate}`}
          >
            Cancel booking
          </Button>
        )}
        <InvoiceLink bookingId={booking._id} reference={booking.reference} />
      </div>
    </article>
  );
}
