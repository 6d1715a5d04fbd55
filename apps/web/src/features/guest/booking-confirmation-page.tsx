import { balanceDue } from '@hotel/shared/booking-rules';
import { CHECK_IN_TIME, CHECK_OUT_TIME, FREE_CANCELLATION_HOURS } from '@hotel/shared/constants';
import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import { nightsBetween } from '@hotel/shared/stay-price';
import { ArrowLeft, CalendarCheck, CreditCard } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'wouter';
import { ApiError } from '@/lib/api';
import { formatMoney, formatNights } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Button, LinkButton } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { Container } from '@/ui/page-intro';
import { LoadingBlock } from '@/ui/skeleton';
import { PaymentModal } from '../payment';
import { guestBookingQueryOptions, useGuestBooking } from './api/get-guest-booking';
import { guestKeys } from './api/keys';
import { clockTime, formatHotelDeadline, formatStayDate, useHotelTimeZone } from './dashboard-format';
import { GuestStatusBadge } from './guest-status-badge';
import { toPayTarget } from './pay-target';

/**
 * /dashboard/guest/bookings/:id: one stay's confirmation, where a guest lands after booking and where the
 * booking e-mail links. A stay that is not the guest's reads as not found, as the server answers it.
 */
export function BookingConfirmationPage() {
  const { id = '' } = useParams();
  const booking = useGuestBooking(id);
  const back = (
    <LinkButton
      to={paths.dashboard('guest')}
      variant="secondary"
      icon={<ArrowLeft className="size-4" aria-hidden="true" />}
    >
      All my stays
    </LinkButton>
  );

  return (
    <Container className="py-10 sm:py-14">
      {booking.data ? (
        <Confirmation booking={booking.data} back={back} />
      ) : booking.error instanceof ApiError && booking.error.status === 404 ? (
        <>
          <h1 className="sr-only">Booking not found</h1>
          <Empty
            title="Booking not found"
            description="There is no booking of yours at this address. Your stays are listed on your dashboard."
            action={back}
          />
        </>
      ) : booking.isError ? (
        <Empty
          title="Your booking could not be loaded just now"
          description="Please try again in a moment."
          action={<Button onClick={() => booking.refetch()}>Try again</Button>}
        />
      ) : (
        <LoadingBlock label="Loading your booking" lines={6} />
      )}
    </Container>
  );
}

function Confirmation({ booking, back }: { booking: DashboardBookingDto; back: ReactNode }) {
  const timeZone = useHotelTimeZone();
  const [paying, setPaying] = useState(false);
  const nights = nightsBetween(booking.checkInDate, booking.checkOutDate);
  const due = balanceDue(booking.billingId);
  const reserved = booking.status === 'reserved';
  const row = 'grid gap-1 border-b border-line py-3 sm:grid-cols-[10rem_1fr] sm:gap-6';

  return (
    <article aria-labelledby="confirmation-title" className="mx-auto max-w-2xl">
      <p className="ornament text-xs font-semibold tracking-[0.3em] text-gold-ink uppercase">
        {reserved ? 'Booking confirmation' : 'Your stay'}
      </p>
      <h1 id="confirmation-title" className="mt-3 text-3xl sm:text-4xl">
        {reserved ? 'Your stay is reserved' : booking.roomId.title}
      </h1>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-ink-muted">
        <span>
          Reference <span className="font-mono text-lg tracking-wide text-ink">{booking.reference}</span>
        </span>
        <GuestStatusBadge booking={booking} />
      </p>

      <dl className="mt-8 rounded-xl border border-line bg-surface px-5 shadow-raised sm:px-6">
        <div className={row}>
          <dt className="text-sm text-ink-muted">Room</dt>
          <dd className="text-ink">{booking.roomId.title}</dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-ink-muted">Check-in</dt>
          <dd className="text-ink lining-nums">
            {formatStayDate(booking.checkInDate)} from {clockTime(CHECK_IN_TIME)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-ink-muted">Check-out</dt>
          <dd className="text-ink lining-nums">
            {formatStayDate(booking.checkOutDate)} by {clockTime(CHECK_OUT_TIME)}
            <span className="text-ink-muted"> · {formatNights(nights)}</span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-ink-muted">Guests</dt>
          <dd className="text-ink">{`${booking.guests} ${booking.guests === 1 ? 'guest' : 'guests'}`}</dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-ink-muted">Services</dt>
          <dd className="text-ink">
            {booking.additionalServices.length > 0 ? booking.additionalServices.join(', ') : 'None requested'}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-ink-muted">Total</dt>
          <dd className="font-display text-2xl text-ink lining-nums">
            {formatMoney(booking.billingId?.amount ?? booking.totalPrice)}
            {due > 0 && due !== (booking.billingId?.amount ?? booking.totalPrice) && (
              <span className="ml-2 font-sans text-sm text-ink-muted">{formatMoney(due)} still due</span>
            )}
          </dd>
        </div>
        {reserved && (
          <div className={`${row} border-b-0`}>
            <dt className="text-sm text-ink-muted">Cancellation</dt>
            <dd className="text-ink">
              {booking.cancellationCharge && booking.cancellationCharge > 0
                ? `Free cancellation has ended; cancelling now costs the first night (${formatMoney(booking.cancellationCharge)}).`
                : booking.freeCancellationUntil
                  ? `Free cancellation until ${formatHotelDeadline(booking.freeCancellationUntil, timeZone)}. After that, the first night is charged.`
                  : `Free cancellation up to ${FREE_CANCELLATION_HOURS} hours before check-in.`}
            </dd>
          </div>
        )}
      </dl>

      {reserved && (
        <section aria-labelledby="next-step" className="mt-8 rounded-xl bg-surface-muted p-5 sm:p-6">
          <h2 id="next-step" className="text-xl">
            Next step
          </h2>
          {due > 0 ? (
            <>
              <p className="mt-2 text-ink-muted">
                {booking.releaseAt
                  ? `Pay ${formatMoney(due)} now by card, or by ${formatHotelDeadline(booking.releaseAt, timeZone)}: the hotel releases a reservation still unpaid by then.`
                  : `Pay ${formatMoney(due)} now by card, or at the hotel when you arrive.`}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Button icon={<CreditCard className="size-4" aria-hidden="true" />} onClick={() => setPaying(true)}>
                  Pay now
                </Button>
                {back}
              </div>
            </>
          ) : (
            <>
              <p className="mt-2 flex items-center gap-2 text-ink-muted">
                <CalendarCheck className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
                Your stay is paid. We look forward to welcoming you.
              </p>
              <div className="mt-4">{back}</div>
            </>
          )}
        </section>
      )}
      {!reserved && <div className="mt-8">{back}</div>}

      {paying && (
        <PaymentModal
          target={toPayTarget(booking)}
          onClose={() => setPaying(false)}
          refresh={[guestKeys.bookings, guestBookingQueryOptions(booking._id).queryKey]}
        />
      )}
    </article>
  );
}
