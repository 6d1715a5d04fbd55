import { BOOKING_STATUSES, type BookingStatus } from '@hotel/shared/constants';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { STAFF_BOOKING_MSG } from '@hotel/shared/schemas/bookings-staff';
import { Plus, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { BookingDetailsModal, StaffBookingForm, useBookingDraft } from '@/features/staff-bookings';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { Input } from '@/ui/input';
import { ListFrame } from '@/ui/list-frame';
import { Pagination } from '@/ui/pagination';
import { optionsFor, Select } from '@/ui/select';
import { useDeskBookings } from '../api/get-desk-bookings';
import { DeskBookingsTable } from './desk-bookings-table';

const LIMIT = 20;
const STATUS_FILTERS = [{ value: '', label: 'All statuses' }, ...optionsFor(BOOKING_STATUSES)];

/** The receptionist's Bookings screen (spec §2): the toggle, the form, the table and the details modal. */
export function DeskBookingsPage() {
  useLiveUpdates();
  const search = useSearch();
  const draft = useBookingDraft();
  const [formOpen, setFormOpen] = useState(draft !== undefined);
  const [editing, setEditing] = useState<BookingDto | null>(null);
  const [details, setDetails] = useState<BookingDto | null>(null);
  const [page, setPage] = useState(1);
  // The staff search box opens this list on a stay's reference or a guest's name (?q=…).
  const asked = new URLSearchParams(search).get('q');
  const [q, setQ] = useState(() => asked ?? '');
  useEffect(() => {
    if (asked !== null) setQ(asked);
  }, [asked]);
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const formId = useId();
  const formRef = useRef<HTMLDivElement>(null);

  const list = useDeskBookings({ page, limit: LIMIT, q: q || undefined, status: status || undefined });
  const rows = list.data?.bookings ?? [];

  const toggleLabel = formOpen ? 'Hide Form' : editing ? 'Edit Booking' : 'Create Booking';
  const edit = useCallback((booking: BookingDto) => {
    setEditing(booking);
    setFormOpen(true);
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ block: 'start' }));
  }, []);
  const saved = useCallback(() => {
    setEditing(null);
    setFormOpen(false);
  }, []);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-ink-muted">
          Book a stay for a guest, change dates, rooms and billing, and look up any reservation.
        </p>
        <Button
          variant={formOpen ? 'secondary' : 'primary'}
          icon={formOpen ? <X aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          aria-expanded={formOpen}
          aria-controls={formId}
          onClick={() => setFormOpen((open) => !open)}
        >
          {toggleLabel}
        </Button>
      </div>

      <div id={formId} ref={formRef} hidden={!formOpen}>
        {formOpen && (
          <Card
            title={editing ? 'Edit Booking' : 'Create Booking'}
            description={
              editing
                ? `${editing.guest.name} · Room ${editing.room.roomNumber} · ${editing.checkInDate} to ${editing.checkOutDate}`
                : 'Dates and party first, then a free room, then the guest. The total is proposed from the room rate.'
            }
            actions={
              editing ? (
                <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>
                  New booking instead
                </Button>
              ) : undefined
            }
          >
            <StaffBookingForm booking={editing} draft={draft} onSaved={saved} />
          </Card>
        )}
      </div>

      <section aria-label="All bookings" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <Input
            label="Search bookings"
            hideLabel
            type="search"
            placeholder="Search guest, e-mail, room or reference"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
            fieldClassName="w-full sm:max-w-xs"
          />
          <Select
            label="Booking status"
            hideLabel
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BookingStatus | '');
              setPage(1);
            }}
            options={STATUS_FILTERS}
            fieldClassName="w-full sm:w-48"
          />
        </div>
        <ListFrame
          query={list}
          loadingLabel="Loading bookings"
          loadingClassName=""
          failedMessage="Failed to fetch bookings"
          failedFallback="The bookings could not be loaded."
          isEmpty={rows.length === 0}
          empty={
            <Empty
              title={STAFF_BOOKING_MSG.empty}
              description={
                q || status ? 'Try another search or status.' : 'Create the first booking with the button above.'
              }
            />
          }
        >
          <DeskBookingsTable bookings={rows} onDetails={setDetails} onEdit={edit} />
          <Pagination page={page} limit={LIMIT} total={list.data?.total ?? 0} onPage={setPage} noun="bookings" />
        </ListFrame>
      </section>

      <BookingDetailsModal
        booking={details}
        onClose={() => setDetails(null)}
        onEdit={(booking) => {
          setDetails(null);
          edit(booking);
        }}
      />
    </div>
  );
}
