import { billBadge } from '@hotel/shared/booking-rules';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { formatDate, formatMoney, humanize } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { InvoiceLink } from '@/ui/invoice-link';
import { Modal } from '@/ui/modal';

/** Every field of a booking (spec §2 receptionist details modal, same fields here). */
export function BookingDetailsModal({
  booking,
  onClose,
  onEdit,
}: {
  booking: BookingDto | null;
  onClose: () => void;
  onEdit: (b: BookingDto) => void;
}) {
  const rows: [string, React.ReactNode][] = booking
    ? [
        [
          'Reference',
          <span key="ref" className="font-mono tracking-wide">
            {booking.reference}
          </span>,
        ],
        [
          'Guest ID',
          <code key="gid" className="text-xs break-all">
            {booking.guest._id}
          </code>,
        ],
        ['Guest name', booking.guest.name],
        ['Email', booking.guest.email],
        [
          'Room ID',
          <code key="rid" className="text-xs break-all">
            {booking.room._id}
          </code>,
        ],
        ['Room number', booking.room.roomNumber],
        ['Room type', humanize(booking.room.type)],
        ['Check-in', formatDate(booking.checkInDate)],
        ['Check-out', formatDate(booking.checkOutDate)],
        ['Nights', booking.nights],
        ['Booking status', <StatusBadge key="bs" status={booking.status} />],
        [
          'Billing status',
          booking.billing ? <StatusBadge key="bill" status={billBadge(booking.billing, booking.status)} /> : '—',
        ],
        ['Services', booking.additionalServices.length > 0 ? booking.additionalServices.join(', ') : 'None'],
        ['Total', formatMoney(booking.totalPrice)],
        ['Billed', booking.billing ? formatMoney(booking.billing.amount) : '—'],
        ['Booked on', formatDate(booking.createdAt)],
      ]
    : [];
  return (
    <Modal
      open={booking !== null}
      onClose={onClose}
      title="Booking details"
      footer={
        booking && (
          <>
            <InvoiceLink bookingId={booking._id} reference={booking.reference} />
            <Button variant="secondary" onClick={() => onEdit(booking)}>
              Edit booking
            </Button>
            <Button onClick={onClose}>Close</Button>
          </>
        )
      }
    >
      <dl className="grid grid-cols-[8.5rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_1fr_7rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
