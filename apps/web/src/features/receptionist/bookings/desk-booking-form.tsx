import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_TRANSITIONS } from '@hotel/shared/booking-rules';
import { ADDITIONAL_SERVICES, BILLING_STATUSES, type BookingStatus, MAX_NIGHTS } from '@hotel/shared/constants';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { STAFF_BOOKING_MSG, type StaffBookingInput, staffBookingBody } from '@hotel/shared/schemas/bookings-staff';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api';
import { formatMoney, humanize, nightsBetween, todayIso } from '@/lib/format';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Combobox, type ComboboxOption } from '@/ui/combobox';
import { Input } from '@/ui/input';
import { MoneyInput } from '@/ui/money-input';
import { optionsFor, Select } from '@/ui/select';
import { useBookableRooms } from '../api/get-bookable-rooms';
import { useRoomRate } from '../api/get-room-rate';
import { useSaveDeskBooking } from '../api/save-desk-booking';
import { useDeskGuestSearch } from '../api/search-desk-guests';
import { NewGuestFields } from './new-guest-fields';

type FormValues = StaffBookingInput;
const FIELDS = staffBookingBody.keyof().options;
const BILLING_OPTIONS = optionsFor(BILLING_STATUSES);

// The shared schema says "Invalid id" for an empty id; a person needs to be told what to choose.
const baseResolver = zodResolver(staffBookingBody) as unknown as Resolver<FormValues>;
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await baseResolver(values, context, options);
  if (!values.guestId) result.errors.guestId = { type: 'required', message: STAFF_BOOKING_MSG.guestRequired };
  if (!values.roomId) result.errors.roomId = { type: 'required', message: STAFF_BOOKING_MSG.roomRequired };
  if (!values.checkInDate) result.errors.checkInDate = { type: 'required', message: 'Choose the check-in date' };
  if (!values.checkOutDate) result.errors.checkOutDate = { type: 'required', message: 'Choose the check-out date' };
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : result;
};

function defaults(booking: BookingDto | null): FormValues {
  if (!booking) {
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
  return {
    guestId: booking.guest._id,
    roomId: booking.room._id,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    status: booking.status,
    billingStatus: booking.billing?.status ?? 'pending',
    additionalServices: booking.additionalServices as FormValues['additionalServices'],
    totalPrice: booking.totalPrice,
  };
}

/** A stay the room list can be asked about: both dates, in order, from today on. */
function searchableStay(checkIn: string, checkOut: string) {
  const nights = nightsBetween(checkIn, checkOut);
  if (!checkIn || !checkOut || nights <= 0 || nights > MAX_NIGHTS || checkIn < todayIso()) return {};
  return { checkIn, checkOut };
}

export interface DeskBookingFormProps {
  /** The booking being edited, or null for a new one. */
  booking: BookingDto | null;
  /** Nights picked on the planner for a new booking: the room and dates start filled in. */
  draft?: { roomId: string; checkInDate: string; checkOutDate: string } | undefined;
  onSaved: () => void;
}

/** The desk's booking form (spec §2, §5): guest and room by searchable pickers, the total proposed from the rate. */
export function DeskBookingForm({ booking, draft, onSaved }: DeskBookingFormProps) {
  const save = useSaveDeskBooking();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, dirtyFields },
  } = useForm<FormValues>({ resolver, defaultValues: defaults(booking) });
  useEffect(() => reset(defaults(booking)), [booking, reset]);

  const [guestSearch, setGuestSearch] = useState('');
  const guests = useDeskGuestSearch(guestSearch);
  const [checkIn, checkOut, roomId, guestId] = useWatch({
    control,
    name: ['checkInDate', 'checkOutDate', 'roomId', 'guestId'],
  });
  const rooms = useBookableRooms(searchableStay(checkIn, checkOut));
  // The booking's own room is not "free" for its own dates, so its rate is asked for on its own.
  const roomRate = useRoomRate(roomId);
  const rate = rooms.data?.find((r) => r._id === roomId)?.price ?? roomRate.data;
  const nights = nightsBetween(checkIn, checkOut);
  const proposed = rate !== undefined && nights > 0 ? rate * nights : undefined;

  // Propose the price whenever the room or the dates change (the server checks it against its own).
  useEffect(() => {
    if (proposed !== undefined && (dirtyFields.roomId || dirtyFields.checkInDate || dirtyFields.checkOutDate)) {
      setValue('totalPrice', proposed, { shouldValidate: true });
    }
  }, [proposed, dirtyFields.roomId, dirtyFields.checkInDate, dirtyFields.checkOutDate, setValue]);

  const guestOptions: ComboboxOption[] = (guests.data?.guests ?? []).map((g) => ({
    value: g._id,
    label: g.name,
    description: [g.email, g.phone].filter(Boolean).join(' · '),
  }));
  const roomOptions: ComboboxOption[] = (rooms.data ?? []).map((r) => ({
    value: r._id,
    label: `Room ${r.roomNumber} · ${r.title}`,
    description: `${humanize(r.type)} · ${formatMoney(r.price)} a night`,
  }));
  const [chosenGuest, setChosenGuest] = useState<ComboboxOption | null>(null);
  const [chosenRoom, setChosenRoom] = useState<ComboboxOption | null>(null);
  useEffect(() => {
    setChosenGuest(
      booking ? { value: booking.guest._id, label: booking.guest.name, description: booking.guest.email } : null,
    );
    setChosenRoom(
      booking ? { value: booking.room._id, label: `Room ${booking.room.roomNumber} · ${booking.room.title}` } : null,
    );
  }, [booking]);

  // Nights picked on the planner: filled in as if typed, so that the price is proposed for them.
  useEffect(() => {
    if (booking || !draft) return;
    setValue('checkInDate', draft.checkInDate, { shouldDirty: true });
    setValue('checkOutDate', draft.checkOutDate, { shouldDirty: true });
    setValue('roomId', draft.roomId, { shouldDirty: true });
  }, [booking, draft, setValue]);
  const draftRoom = draft && !booking ? rooms.data?.find((r) => r._id === draft.roomId) : undefined;
  useEffect(() => {
    if (draftRoom) setChosenRoom({ value: draftRoom._id, label: `Room ${draftRoom.roomNumber} · ${draftRoom.title}` });
  }, [draftRoom]);

  const current = booking?.status ?? 'reserved';
  const statusOptions = (['reserved', 'checked-in', 'checked-out', 'cancelled'] as BookingStatus[]).map((s) => ({
    value: s,
    label: humanize(s),
    // A new booking starts as reserved; an existing one moves only along the allowed transitions.
    disabled: booking ? s !== current && !BOOKING_TRANSITIONS[current].includes(s) : s !== 'reserved',
  }));

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: booking?._id ?? null, body: values },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          reset(defaults(null));
          onSaved();
        },
        onError: (error) => {
          const matched =
            error instanceof ApiError && error.errors
              ? Object.entries(error.errors).filter(([field]) => (FIELDS as readonly string[]).includes(field))
              : [];
          matched.forEach(([field, message], i) => {
            setError(field as (typeof FIELDS)[number], { message }, { shouldFocus: i === 0 });
          });
          notify.error(errorMessage(error, booking ? 'Failed to update booking' : 'Failed to create booking'));
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={booking ? 'Edit booking' : 'Create booking'}
      className="grid gap-5"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <div className="grid gap-2">
          <Controller
            control={control}
            name="guestId"
            render={({ field }) => (
              <Combobox
                label="Guest"
                placeholder="Search by name, e-mail, phone or reference"
                value={field.value}
                selected={chosenGuest}
                options={guestOptions}
                loading={guests.isFetching}
                emptyText="No guest matches this search"
                onSearch={setGuestSearch}
                onBlur={field.onBlur}
                onChange={(option) => {
                  setChosenGuest(option);
                  field.onChange(option.value);
                }}
                error={errors.guestId?.message}
              />
            )}
          />
          <Input label="Guest ID" readOnly value={guestId} hint="Filled in by choosing a guest." />
          {!booking && (
            <NewGuestFields
              onCreated={(guest) => {
                setChosenGuest({ value: guest._id, label: guest.name, description: guest.email || guest.phone });
                setValue('guestId', guest._id, { shouldValidate: true, shouldDirty: true });
              }}
            />
          )}
        </div>
        <div className="grid gap-2">
          <Controller
            control={control}
            name="roomId"
            render={({ field }) => (
              <Combobox
                label="Room"
                placeholder="Search by number or name"
                value={field.value}
                selected={chosenRoom}
                options={roomOptions}
                loading={rooms.isFetching}
                emptyText={checkIn && checkOut ? 'No room is free for these dates' : 'No rooms found'}
                onBlur={field.onBlur}
                onChange={(option) => {
                  setChosenRoom(option);
                  field.onChange(option.value);
                }}
                hint={
                  checkIn && checkOut ? 'Rooms free for the whole stay.' : 'Choose the dates to see only free rooms.'
                }
                error={errors.roomId?.message}
              />
            )}
          />
          <Input label="Room ID" readOnly value={roomId} hint="Filled in by choosing a room." />
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <Input label="Check-in date" type="date" {...register('checkInDate')} error={errors.checkInDate?.message} />
        <Input label="Check-out date" type="date" {...register('checkOutDate')} error={errors.checkOutDate?.message} />
        <Select label="Status" options={statusOptions} {...register('status')} error={errors.status?.message} />
        <Select
          label="Billing status"
          options={BILLING_OPTIONS}
          {...register('billingStatus')}
          error={errors.billingStatus?.message}
        />
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">
            Additional services <span className="font-normal text-ink-muted">(optional)</span>
          </legend>
          {ADDITIONAL_SERVICES.map((service) => (
            <Checkbox key={service} label={service} value={service} {...register('additionalServices')} />
          ))}
        </fieldset>
        <MoneyInput
          label="Total price ($)"
          {...register('totalPrice', { valueAsNumber: true })}
          error={errors.totalPrice?.message}
          hint={
            proposed !== undefined && rate !== undefined
              ? `Proposed: ${nights} × ${formatMoney(rate)} = ${formatMoney(proposed)}`
              : 'Proposed from the room rate once a room and dates are chosen.'
          }
        />
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending}>
          {booking ? 'Update Booking' : 'Submit Booking'}
        </Button>
      </div>
    </form>
  );
}
