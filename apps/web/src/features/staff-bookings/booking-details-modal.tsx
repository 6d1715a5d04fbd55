import { billBadge } from '@hotel/shared/booking-rules';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import type { ReactNode } from 'react';
import { formatDate, formatMoney, formatNights, humanize } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { InvoiceLink } from '@/ui/invoice-link';
import { Modal } from '@/ui/modal';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 border-b border-line py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** What staff quote and look for first: the reference, the guest and the room, large. */
function Lead({ booking }: { booking: BookingDto }) {
  return (
    <dl className="mb-4 grid gap-4 rounded-lg bg-surface-muted px-4 py-3 sm:grid-cols-3">
      <div>
        <dt className="text-xs text-ink-muted">Reference</dt>
        <dd className="font-mono text-xl tracking-wide text-ink">{booking.reference}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-ink-muted">Guest</dt>
        <dd className="font-display text-xl break-words text-ink">{booking.guest.name}</dd>
      </div>
      <div>
        <dt className="text-xs text-ink-muted">Room</dt>
        <dd className="font-display text-xl text-ink">{booking.room.roomNumber}</dd>
      </div>
    </dl>
  );
}

export interface BookingDetailsModalProps {
  booking: BookingDto | null;
  onClose: () => void;
  /** Offers an Edit button that hands the booking to the form. */
  onEdit?: (booking: BookingDto) => void;
}

/**
 * One booking for every staff panel (spec §2): the reference, guest and room first, then the spec's fields
 * (guest id, name, e-mail, room id, number, type, dates, billing status, services, total), with a Close button.
 */
export function BookingDetailsModal({ booking, onClose, onEdit }: BookingDetailsModalProps) {
  return (
    <Modal
      open={booking !== null}
      onClose={onClose}
      size="lg"
      title="Booking details"
      footer={
        booking && (
          <>
            <InvoiceLink bookingId={booking._id} reference={booking.reference} />
            {onEdit && (
              <Button variant="secondary" onClick={() => onEdit(booking)}>
                Edit booking
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </>
        )
      }
    >
      {booking && (
        <>
          <Lead booking={booking} />
          <dl className="grid gap-x-6 sm:grid-cols-2">
            <Row label="Guest ID">
              <code className="text-xs break-all">{booking.guest._id}</code>
            </Row>
            <Row label="Guest name">{booking.guest.name}</Row>
            <Row label="Email">{booking.guest.email || 'None given'}</Row>
            <Row label="Room ID">
              <code className="text-xs break-all">{booking.room._id}</code>
            </Row>
            <Row label="Room number">{booking.room.roomNumber}</Row>
            <Row label="Room type">{humanize(booking.room.type)}</Row>
            <Row label="Check-in">{formatDate(booking.checkInDate)}</Row>
            <Row label="Check-out">{formatDate(booking.checkOutDate)}</Row>
            <Row label="Nights and party">
              {formatNights(booking.nights)}, {booking.guests} {booking.guests === 1 ? 'guest' : 'guests'}
            </Row>
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
            <Row label="Booked on">{formatDate(booking.createdAt)}</Row>
          </dl>
        </>
      )}
    </Modal>
  );
}
