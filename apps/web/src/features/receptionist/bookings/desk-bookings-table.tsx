import { billBadge } from '@hotel/shared/booking-rules';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { formatDate, formatMoney } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { RowActions } from '@/ui/row-actions';
import { Table } from '@/ui/table';

interface DeskBookingsTableProps {
  bookings: BookingDto[];
  onDetails: (booking: BookingDto) => void;
  onEdit: (booking: BookingDto) => void;
}

/** The desk's bookings (spec §2): Guest, Room, Check In, Check Out, Total, Billing Status, Booking Status, Details. */
export function DeskBookingsTable({ bookings, onDetails, onEdit }: DeskBookingsTableProps) {
  return (
    <Table caption="Bookings">
      <thead>
        <tr>
          <th scope="col">Guest</th>
          <th scope="col">Room</th>
          <th scope="col">Check In</th>
          <th scope="col">Check Out</th>
          <th scope="col">Total</th>
          <th scope="col">Billing Status</th>
          <th scope="col">Booking Status</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking._id}>
            <td>
              <span className="block font-medium whitespace-nowrap text-ink">{booking.guest.name}</span>
              <span className="block font-mono text-xs text-ink-muted">{booking.reference}</span>
            </td>
            <td className="whitespace-nowrap" title={booking.room.title}>
              Room {booking.room.roomNumber}
            </td>
            <td className="whitespace-nowrap tabular-nums">{formatDate(booking.checkInDate)}</td>
            <td className="whitespace-nowrap tabular-nums">{formatDate(booking.checkOutDate)}</td>
            <td className="whitespace-nowrap tabular-nums">{formatMoney(booking.totalPrice)}</td>
            <td>{booking.billing ? <StatusBadge status={billBadge(booking.billing, booking.status)} /> : 'N/A'}</td>
            <td>
              <StatusBadge status={booking.status} />
            </td>
            <td>
              <RowActions
                align="start"
                view={{
                  label: `Details of ${booking.guest.name}'s booking, room ${booking.room.roomNumber}`,
                  onClick: () => onDetails(booking),
                }}
                edit={{
                  label: `Edit ${booking.guest.name}'s booking, room ${booking.room.roomNumber}`,
                  onClick: () => onEdit(booking),
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
