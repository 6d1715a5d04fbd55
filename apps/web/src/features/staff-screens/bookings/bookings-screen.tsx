import { billBadge, canMove } from '@hotel/shared/booking-rules';
import { BOOKING_STATUSES } from '@hotel/shared/constants';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { STAFF_BOOKING_MSG, type StaffBookingListQuery } from '@hotel/shared/schemas/bookings-staff';
import { CalendarX2, Plus } from 'lucide-react';
import { useState } from 'react';
import { BookingDetailsModal, StaffBookingForm, useBookingDraft } from '@/features/staff-bookings';
import { formatDate, formatMoney, humanize } from '@/lib/format';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { Input } from '@/ui/input';
import { ListFrame } from '@/ui/list-frame';
import { Modal } from '@/ui/modal';
import { AnswerPagination } from '@/ui/pagination';
import { ActionsHeader, RowActions } from '@/ui/row-actions';
import { SearchBox } from '@/ui/search-box';
import { sortableHeaders } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useDeleteBooking } from '../api/delete-booking';
import { useStaffBookings } from '../api/get-staff-bookings';
import { FilterSelect, filterOptions } from '../shared/filter-select';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { useListState } from '../shared/use-list-state';

const STATUS_FILTERS = filterOptions('All statuses', BOOKING_STATUSES);

/** Bookings (spec §2: a table with a details modal and a create/edit form), in the admin and manager panels. */
export function BookingsScreen() {
  useLiveUpdates();
  const list = useListState<'status' | 'from' | 'to'>({ sort: 'createdAt', order: 'desc' }, ['status', 'from', 'to']);
  const { status, from, to } = list.filters;
  const params: StaffBookingListQuery = {
    page: list.page,
    sort: list.sort as StaffBookingListQuery['sort'],
    order: list.order,
    ...(list.q ? { q: list.q } : {}),
    ...(status ? { status: status as StaffBookingListQuery['status'] } : {}),
    ...(from ? { from } : {}),
    ...(to && (!from || to >= from) ? { to } : {}),
  };
  const bookings = useStaffBookings(params);
  const deletion = useConfirmDelete<BookingDto>(useDeleteBooking(), {
    deleted: STAFF_BOOKING_MSG.deleted,
    failed: 'Failed to delete booking',
  });
  // Nights picked on the planner open the form with them.
  const draft = useBookingDraft();
  const [form, setForm] = useState<{ open: boolean; booking: BookingDto | null }>({
    open: draft !== undefined,
    booking: null,
  });
  const [viewing, setViewing] = useState<BookingDto | null>(null);
  const closeForm = () => setForm({ open: false, booking: null });

  const rows = bookings.data?.bookings ?? [];
  const header = sortableHeaders(list);
  const filtered = Boolean(list.q || status || from || to);

  return (
    <section aria-labelledby="bookings-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="bookings-title" className="text-xl">
            Reservations
          </h2>
          <p className="text-sm text-ink-muted">
            Every stay, past and future. Dates filter the stays that share a night with them.
          </p>
        </div>
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setForm({ open: true, booking: null })}
        >
          Create Booking
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search bookings"
          placeholder="Search guest, room or reference"
          value={list.q}
          onSearch={list.setQ}
        />
        <FilterSelect list={list} name="status" label="Status" options={STATUS_FILTERS} className="w-full sm:w-44" />
        <Input
          label="From date"
          type="date"
          value={from ?? ''}
          onChange={(e) => list.setFilter('from', e.target.value || undefined)}
          fieldClassName="w-full sm:w-44"
        />
        <Input
          label="To date"
          type="date"
          value={to ?? ''}
          min={from}
          error={to && from && to < from ? '“To” must not be before “From”' : undefined}
          onChange={(e) => list.setFilter('to', e.target.value || undefined)}
          fieldClassName="w-full sm:w-44"
        />
      </div>
      <ListFrame
        query={bookings}
        failedMessage="Failed to load bookings"
        isEmpty={rows.length === 0}
        empty={
          <Empty
            icon={<CalendarX2 className="size-6" />}
            title={STAFF_BOOKING_MSG.empty}
            description={filtered ? 'No booking matches these filters.' : 'Create a booking for a guest.'}
          />
        }
      >
        <Table caption="Bookings">
          <thead>
            <tr>
              {header('guest', 'Guest')}
              {header('room', 'Room')}
              {header('checkInDate', 'Check In')}
              {header('checkOutDate', 'Check Out')}
              {header('totalPrice', 'Total')}
              <th scope="col">Billing Status</th>
              {header('status', 'Booking Status')}
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b._id}>
                <td>
                  <span className="block font-medium whitespace-nowrap">{b.guest.name}</span>
                  <span className="block text-xs text-ink-muted">{b.guest.email}</span>
                  <span className="block font-mono text-xs text-ink-muted">{b.reference}</span>
                </td>
                <td className="whitespace-nowrap">
                  {b.room.roomNumber} <span className="text-ink-muted">· {humanize(b.room.type)}</span>
                </td>
                <td className="whitespace-nowrap tabular-nums">{formatDate(b.checkInDate)}</td>
                <td className="whitespace-nowrap tabular-nums">{formatDate(b.checkOutDate)}</td>
                <td className="tabular-nums">{formatMoney(b.totalPrice)}</td>
                <td>{b.billing ? <StatusBadge status={billBadge(b.billing, b.status)} /> : '—'}</td>
                <td>
                  <StatusBadge status={b.status} />
                </td>
                <td>
                  <RowActions
                    view={{
                      label: `Details of ${b.guest.name}'s booking of room ${b.room.roomNumber}`,
                      onClick: () => setViewing(b),
                    }}
                    edit={{
                      label: `Edit ${b.guest.name}'s booking of room ${b.room.roomNumber}`,
                      onClick: () => setForm({ open: true, booking: b }),
                    }}
                    // Only a reservation can be deleted, and deleting it cancels it: stays and bills stay on record.
                    remove={
                      canMove(b.status, 'cancelled')
                        ? {
                            label: `Delete ${b.guest.name}'s booking of room ${b.room.roomNumber}`,
                            onClick: () => deletion.ask(b),
                          }
                        : undefined
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <AnswerPagination answer={bookings.data} onPage={list.setPage} noun="bookings" />
      </ListFrame>

      <Modal
        open={form.open}
        onClose={closeForm}
        title={form.booking ? 'Edit Booking' : 'Create Booking'}
        description={
          form.booking
            ? `${form.booking.reference} · ${form.booking.guest.name} · Room ${form.booking.room.roomNumber}`
            : 'Dates and party first, then a free room, then the guest.'
        }
        size="xl"
        dismissOnBackdrop={false}
      >
        {form.open && (
          <StaffBookingForm
            booking={form.booking}
            draft={form.booking ? undefined : draft}
            onSaved={closeForm}
            onCancel={closeForm}
          />
        )}
      </Modal>
      <BookingDetailsModal
        booking={viewing}
        onClose={() => setViewing(null)}
        onEdit={(b) => {
          setViewing(null);
          setForm({ open: true, booking: b });
        }}
      />
      <ConfirmDialog {...deletion.dialog} title="Delete booking?" confirmLabel="Delete booking">
        <p>
          {deletion.target?.guest.name}'s stay in room {deletion.target?.room.roomNumber} (
          {formatDate(deletion.target?.checkInDate)} to {formatDate(deletion.target?.checkOutDate)}) will be cancelled
          under the cancellation policy, and any payment beyond its charge becomes a refund due. The booking and its
          bill stay on record.
        </p>
      </ConfirmDialog>
    </section>
  );
}
