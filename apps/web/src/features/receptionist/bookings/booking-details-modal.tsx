import { billBadge } from '@hotel/shared/booking-rules';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import type { ReactNode } from 'react';
import { formatDate, formatMoney, humanize } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { DetailsModal } from '@/ui/details-modal';
import { InvoiceLink } from '@/ui/invoice-link';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 border-b border-line py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** Every field of one booking (spec §2, receptionist bookings) with a Close button. */
export function BookingDetailsModal({ booking, onClose }: { booking: BookingDto | null; onClose: () => void }) {
  return (
    <DetailsModal
      open={booking !== null}
      onClose={onClose}
      size="lg"
      title="Booking details"
      description={booking ? `${booking.guest.name} · Room ${booking.room.roomNumber}` : undefined}
    >
      {booking && (
        <dl className="grid gap-x-6 sm:grid-cols-2">
          <Row label="Reference">
            <span className="font-mono tracking-wide">{booking.reference}</span>
          </Row>
          <Row label="Guest ID">
            <span className="font-mono text-xs">{booking.guest._id}</span>
          </Row>
          <Row label="Guest name">{booking.guest.name}</Row>
          <Row label="Email">{booking.guest.email}</Row>
          <Row label="Room ID">
            <span className="font-mono text-xs">{booking.room._id}</span>
          </Row>
          <Row label="Room number">{booking.room.roomNumber}</Row>
          <Row label="Room type">{humanize(booking.room.type)}</Row>
          <Row label="Check-in">{formatDate(booking.checkInDate)}</Row>
          <Row label="Check-out">{formatDate(booking.checkOutDate)}</Row>
          <Row label="Booking status">
            <StatusBadge status={booking.status} />
          </Row>
          <Row label="Billing status">
            {booking.billing ? <StatusBadge status={billBadge(booking.billing, booking.status)} /> : 'N/A'}
          </Row>
          <Row label="Services">
            {booking.additionalServices.length > 0 ? booking.additionalServices.join(', ') : 'None'}
          </Row>
          <Row label="Total">{formatMoney(booking.totalPrice)}</Row>
        </dl>
      )}
      {booking && (
        <div className="mt-4">
          <InvoiceLink bookingId={booking._id} reference={booking.reference} size="sm" />
        </div>
      )}
    </DetailsModal>
  );
}
