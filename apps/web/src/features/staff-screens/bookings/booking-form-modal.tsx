import { zodResolver } from '@hookform/resolvers/zod';
import { nightsBetween } from '@hotel/shared/booking-rules';
import { ADDITIONAL_SERVICES, BILLING_STATUSES, BOOKING_STATUSES } from '@hotel/shared/constants';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { STAFF_BOOKING_MSG, type StaffBookingInput, staffBookingBody } from '@hotel/shared/schemas/bookings-staff';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney, humanize, todayIso } from '@/lib/format';
import { Checkbox } from '@/ui/checkbox';
import { FormModal } from '@/ui/form-modal';
import { Input } from '@/ui/input';
import { MoneyInput } from '@/ui/money-input';
import { optionsFor, Select, type SelectOption } from '@/ui/select';
import { useGuests } from '../api/get-guests';
import { useStaffRooms } from '../api/get-staff-rooms';
import { useSaveBooking } from '../api/save-booking';
import { saveWithFeedback } from '../shared/save-with-feedback';

type Values = z.output<typeof staffBookingBody>;
const FIELDS = staffBookingBody.keyof().options;
const BILLING_OPTIONS = optionsFor(BILLING_STATUSES);

function initialValues(booking: BookingDto | null): StaffBookingInput {
  if (booking) {
    return {
      guestId: booking.guest._id,
      roomId: booking.room._id,
      checkInDate: booking.checkInDate,
      checkOutDate: booking.checkOutDate,
      status: booking.status,
      billingStatus: booking.billing?.status ?? 'pending',
      additionalServices: booking.additionalServices.filter((s): s is (typeof ADDITIONAL_SERVICES)[number] =>
        (ADDITIONAL_SERVICES as readonly string[]).includes(s),
      ),
      totalPrice: booking.totalPrice,
    };
  }
  return {
    guestId: '',
    roomId: '',
    checkInDate: '',
    checkOutDate: '',
    status: 'reserved',
    billingStatus: 'pending',
    additionalServices: [],
    totalPrice: 0,
  };
}

/** The staff booking form (spec §5): the server prices the stay and refuses nights already taken. */
export function BookingFormModal({
  open,
  booking,
  onClose,
}: {
  open: boolean;
  booking: BookingDto | null;
  onClose: () => void;
}) {
  const save = useSaveBooking();
  const [guestSearch, setGuestSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(guestSearch.trim()), 300);
    return () => clearTimeout(timer);
  }, [guestSearch]);
  const guests = useGuests({ limit: 20, sort: 'name', order: 'asc', ...(debounced ? { q: debounced } : {}) }, open);
  const rooms = useStaffRooms({ limit: 100, sort: 'roomNumber', order: 'asc' }, open);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, dirtyFields },
  } = useForm<StaffBookingInput, unknown, Values>({
    resolver: zodResolver(staffBookingBody),
    defaultValues: initialValues(booking),
  });

  // The guest picked from an earlier search: it stays listed (and selected) when a new search leaves it out,
  // so the select never shows one guest while the form holds another.
  const [chosenGuest, setChosenGuest] = useState<SelectOption | null>(null);

  useEffect(() => {
    if (!open) return;
    reset(initialValues(booking));
    setGuestSearch('');
    setChosenGuest(null);
  }, [open, booking, reset]);

  // Propose the total from the room's rate when the room or the dates change (the server has the last word).
  const [roomId, checkIn, checkOut] = useWatch({ control, name: ['roomId', 'checkInDate', 'checkOutDate'] });
  const room = rooms.data?.rooms.find((r) => r._id === roomId);
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
  const proposed = room && nights > 0 ? Math.round(room.price * nights * 100) / 100 : undefined;
  const touched = Boolean(dirtyFields.roomId || dirtyFields.checkInDate || dirtyFields.checkOutDate);
  const lastProposal = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (touched && proposed !== undefined && proposed !== lastProposal.current) {
      lastProposal.current = proposed;
      setValue('totalPrice', proposed, { shouldValidate: true });
    }
  }, [touched, proposed, setValue]);

  const guestOptions = (guests.data?.users ?? []).map((g) => ({ value: g._id, label: `${g.name} — ${g.email}` }));
  if (booking && !guestOptions.some((o) => o.value === booking.guest._id)) {
    guestOptions.unshift({ value: booking.guest._id, label: `${booking.guest.name} — ${booking.guest.email}` });
  }
  if (chosenGuest && !guestOptions.some((o) => o.value === chosenGuest.value)) guestOptions.unshift(chosenGuest);
  const roomOptions = (rooms.data?.rooms ?? []).map((r) => ({
    value: r._id,
    label: `${r.roomNumber} · ${r.title} (${formatMoney(r.price)}/night)${r.status === 'maintenance' ? ' — maintenance' : ''}`,
  }));
  const statusOptions = BOOKING_STATUSES.map((s) => ({
    value: s,
    label: humanize(s),
    disabled: !booking && s !== 'reserved',
  }));

  const onSubmit = handleSubmit(async (values) => {
    const saved = await saveWithFeedback(() => save.mutateAsync({ id: booking?._id ?? null, body: values }), {
      saved: booking ? STAFF_BOOKING_MSG.updated : STAFF_BOOKING_MSG.created,
      failed: booking ? 'Failed to update booking' : 'Failed to create booking',
      fields: FIELDS,
      setError,
    });
    if (saved) onClose();
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={booking ? 'Edit Booking' : 'Create Booking'}
      size="xl"
      formId="booking-form"
      submitLabel={booking ? 'Update Booking' : 'Submit Booking'}
      pending={save.isPending}
    >
      <form id="booking-form" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Find a guest"
          type="search"
          value={guestSearch}
          onChange={(e) => setGuestSearch(e.target.value)}
          hint="Name or email; then choose below."
        />
        <Select
          label="Guest"
          placeholder="Choose a guest"
          options={guestOptions}
          error={errors.guestId?.message}
          {...register('guestId', {
            onChange: (event) => setChosenGuest(guestOptions.find((o) => o.value === event.target.value) ?? null),
          })}
        />
        <Select
          label="Room"
          placeholder="Choose a room"
          options={roomOptions}
          error={errors.roomId?.message}
          fieldClassName="sm:col-span-2"
          {...register('roomId')}
        />
        <Input
          label="Check-in date"
          type="date"
          min={booking ? undefined : todayIso()}
          error={errors.checkInDate?.message}
          {...register('checkInDate')}
        />
        <Input
          label="Check-out date"
          type="date"
          min={checkIn || undefined}
          error={errors.checkOutDate?.message}
          {...register('checkOutDate')}
        />
        <Select
          label="Booking status"
          options={statusOptions}
          hint={
            booking
              ? 'Check-in, check-out and cancel follow the front desk’s rules.'
              : 'New bookings start as reserved.'
          }
          error={errors.status?.message}
          {...register('status')}
        />
        <Select
          label="Billing status"
          options={BILLING_OPTIONS}
          error={errors.billingStatus?.message}
          {...register('billingStatus')}
        />
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-ink">
            Additional services <span className="font-normal text-ink-muted">(optional)</span>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {ADDITIONAL_SERVICES.map((service) => (
              <Checkbox key={service} label={service} value={service} {...register('additionalServices')} />
            ))}
          </div>
        </fieldset>
        <MoneyInput
          label="Total price ($)"
          hint={
            proposed !== undefined
              ? `${nights} night(s) × ${formatMoney(room?.price)} = ${formatMoney(proposed)}`
              : 'Nights × the room’s nightly rate.'
          }
          error={errors.totalPrice?.message}
          {...register('totalPrice', { valueAsNumber: true })}
        />
      </form>
    </FormModal>
  );
}
