import type { Role } from '@hotel/shared/constants';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { StatusBadge } from '@/ui/badge';
import { LinkButton } from '@/ui/button';
import { Card } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { LoadingBlock } from '@/ui/skeleton';
import { Table } from '@/ui/table';
import { useRecentBookings } from '../api/get-recent-bookings';

export function RecentBookingsCard({ role }: { role: Extract<Role, 'admin' | 'manager'> }) {
  const recent = useRecentBookings(5);
  const bookings = recent.data?.bookings ?? [];
  return (
    <Card
      title="Recent bookings"
      headingLevel={2}
      actions={
        <LinkButton to={paths.panel(role, 'bookings')} variant="ghost" size="sm">
          All bookings
        </LinkButton>
      }
    >
      {recent.isPending ? (
        <LoadingBlock label="Loading recent bookings" lines={5} />
      ) : recent.isError ? (
        <p className="text-sm text-ink-muted">Recent bookings could not be loaded.</p>
      ) : bookings.length === 0 ? (
        <Empty title="No bookings yet" />
      ) : (
        <Table caption="Recent bookings">
          <thead>
            <tr>
              <th scope="col">Guest</th>
              <th scope="col">Email</th>
              <th scope="col">Room</th>
              <th scope="col">Check In</th>
              <th scope="col">Check Out</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((b) => (
              <tr key={b._id}>
                <td className="font-medium whitespace-nowrap">{b.guest.name}</td>
                <td className="text-ink-muted">{b.guest.email}</td>
                <td className="whitespace-nowrap">{b.room.roomNumber}</td>
                <td className="whitespace-nowrap tabular-nums">{formatDate(b.checkInDate)}</td>
                <td className="whitespace-nowrap tabular-nums">{formatDate(b.checkOutDate)}</td>
                <td className="tabular-nums">{formatMoney(b.totalPrice)}</td>
                <td>
                  <StatusBadge status={b.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
