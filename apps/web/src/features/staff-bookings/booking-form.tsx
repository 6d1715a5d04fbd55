import { ACTIONS, allows } from '@hotel/shared/access';
import {
  canOverridePrice,
  canTransition,
  differsFromPrice,
  nightsBetween,
  stayTotalDollars,
} from '@hotel/shared/booking-rules';
import { ADDITIONAL_SERVICES, BILLING_STATUSES, BOOKING_STATUSES, MAX_ROOM_GUESTS } from '@hotel/shared/constants';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { STAFF_BOOKING_MSG } from '@hotel/shared/schemas/bookings-staff';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api';
import { formatMoney, humanize, todayIso } from '@/lib/format';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Combobox, type ComboboxOption } from '@/ui/combobox';
import { Input } from '@/ui/input';
import { optionsFor, Select } from '@/ui/select';
import { useSaveBooking } from './api/save-booking';
import { useGuestSearch } from './api/search-guests';
import {
  BOOKING_FIELDS,
  type BookingFormValues,
  bookingDefaults,
  bookingResolver,
  roomSearchOf,
} from './booking-form-values';
import { FormSection } from './form-section';
import { NewGuestFields } from './new-guest-fields';
import { PriceFields } from './price-fields';
import { useRoomChoice } from './use-room-choice';

const BILLING_OPTIONS = optionsFor(BILLING_STATUSES);

export interface StaffBookingFormProps {
  /** The booking being edited, or null for a new one. */
  booking: BookingDto | null;
  /** Nights picked on the planner for a new booking: the room and dates start filled in. */
  draft?: { roomId: string; checkInDate: string; checkOutDate: string } | undefined;
  onSaved: () => void;
  /** A Cancel button beside the submit button (the form in a dialog). */
  onCancel?: () => void;
}

/**
 * The one staff booking form (spec §2, §5), for the admin, manager and receptionist panels: the dates and the
 * party first, then the rooms free for them with their readiness, then the guest (found, or added in place).
 * The total is proposed from the room's rate; the server has the last word on it.
 */
export function StaffBookingForm({ booking, draft, onSaved, onCancel }: StaffBookingFormProps) {
  const save = useSaveBooking();
  const role = useSession().user?.role ?? null;
  const mayOverride = allows(ACTIONS.setBookingPrice, role);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, dirtyFields },
  } = useForm<BookingFormValues>({ resolver: bookingResolver, defaultValues: bookingDefaults(booking) });
  useEffect(() => reset(bookingDefaults(booking)), [booking, reset]);

  const [checkIn, checkOut, guests, roomId, guestId, total] = useWatch({
    control,
    name: ['checkInDate', 'checkOutDate', 'guests', 'roomId', 'guestId', 'totalPrice'],
  });
  const party = Number(guests);
  const search = roomSearchOf(checkIn, checkOut, party);
  const room = useRoomChoice({ booking, draft, roomId, search, setValue });
  const [guestSearch, setGuestSearch] = useState('');
  const guestsFound = useGuestSearch(guestSearch);

  const rate = room.rate;
  const nights = nightsBetween(checkIn, checkOut);
  const proposed = rate !== undefined && nights > 0 ? stayTotalDollars(rate, nights) : undefined;
  const unchangedStay =
    booking !== null &&
    roomId === booking.room._id &&
    checkIn === booking.checkInDate &&
    checkOut === booking.checkOutDate;
  // An unchanged stay keeps the price it was booked at (perhaps one a manager set); a changed one is re-priced.
  const hotelPrice = unchangedStay ? booking.totalPrice : proposed;
  const totalNumber = Number(total);
  const differs = hotelPrice !== undefined && Number.isFinite(totalNumber) && differsFromPrice(totalNumber, hotelPrice);

  // Propose the price whenever the room or the dates change.
  useEffect(() => {
    if (hotelPrice !== undefined && (dirtyFields.roomId || dirtyFields.checkInDate || dirtyFields.checkOutDate)) {
      setValue('totalPrice', hotelPrice, { shouldValidate: true });
    }
  }, [hotelPrice, dirtyFields.roomId, dirtyFields.checkInDate, dirtyFields.checkOutDate, setValue]);

  const [chosenGuest, setChosenGuest] = useState<ComboboxOption | null>(null);
  useEffect(() => {
    setChosenGuest(
      booking ? { value: booking.guest._id, label: booking.guest.name, description: booking.guest.email } : null,
    );
  }, [booking]);

  const guestOptions: ComboboxOption[] = (guestsFound.data?.guests ?? []).map((g) => ({
    value: g._id,
    label: g.name,
    description: [g.email, g.phone].filter(Boolean).join(' · '),
  }));

  const current = booking?.status ?? 'reserved';
  const statusOptions = BOOKING_STATUSES.map((s) => ({
    value: s,
    label: humanize(s),
    // A new booking starts as reserved; an existing one moves only along the allowed transitions.
    disabled: booking ? !canTransition(current, s) : s !== 'reserved',
  }));

  const onSubmit = handleSubmit((values) => {
    if (differs && !mayOverride) {
      setError('totalPrice', { message: STAFF_BOOKING_MSG.priceOverrideForbidden }, { shouldFocus: true });
      return;
    }
    if (differs && booking && !canOverridePrice(booking)) {
      setError('totalPrice', { message: STAFF_BOOKING_MSG.priceLocked }, { shouldFocus: true });
      return;
    }
    save.mutate(
      { id: booking?._id ?? null, body: values },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          reset(bookingDefaults(null));
          onSaved();
        },
        onError: (error) => {
          const matched =
            error instanceof ApiError && error.errors
              ? Object.entries(error.errors).filter(([field]) => (BOOKING_FIELDS as readonly string[]).includes(field))
              : [];
          matched.forEach(([field, message], i) => {
            setError(field as (typeof BOOKING_FIELDS)[number], { message }, { shouldFocus: i === 0 });
          });
          notify.error(errorMessage(error, booking ? 'Failed to update booking' : 'Failed to create booking'));
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={booking ? 'Edit booking' : 'Create booking'}
      className="grid gap-6"
    >
      <FormSection title="Dates and party">
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label="Check-in date"
            type="date"
            min={booking ? undefined : todayIso()}
            {...register('checkInDate')}
            error={errors.checkInDate?.message}
          />
          <Input
            label="Check-out date"
            type="date"
            min={checkIn || undefined}
            {...register('checkOutDate')}
            error={errors.checkOutDate?.message}
          />
          <Input
            label="Number of guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ROOM_GUESTS}
            {...register('guests', { valueAsNumber: true })}
            error={errors.guests?.message}
          />
        </div>
      </FormSection>

      <FormSection title="Room">
        <div className="grid gap-4 md:grid-cols-2">
          <Controller
            control={control}
            name="roomId"
            render={({ field }) => (
              <Combobox
                label="Room"
                placeholder="Search by number or name"
                value={field.value}
                selected={room.chosenRoom}
                options={room.options}
                loading={room.loading}
                emptyText={search ? 'No room is free for these dates and this party' : 'Choose the dates first'}
                onBlur={field.onBlur}
                onChange={(option) => {
                  room.setChosenRoom(option);
                  field.onChange(option.value);
                }}
                hint={
                  search
                    ? 'Rooms free for the whole stay that sleep the party, with their readiness now.'
                    : 'Choose the dates and the party to see the rooms free for them.'
                }
                error={errors.roomId?.message}
              />
            )}
          />
          <Input label="Room ID" readOnly value={roomId} hint="Filled in by choosing a room." />
        </div>
      </FormSection>

      <FormSection title="Guest">
        <div className="grid gap-4 md:grid-cols-2">
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
                loading={guestsFound.isFetching}
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
        </div>
        {!booking && (
          <NewGuestFields
            onCreated={(guest) => {
              setChosenGuest({ value: guest._id, label: guest.name, description: guest.email || guest.phone });
              setValue('guestId', guest._id, { shouldValidate: true, shouldDirty: true });
            }}
          />
        )}
      </FormSection>

      <FormSection title="Status and price">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label="Status" options={statusOptions} {...register('status')} error={errors.status?.message} />
          <Select
            label="Billing status"
            options={BILLING_OPTIONS}
            {...register('billingStatus')}
            error={errors.billingStatus?.message}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <fieldset className="grid content-start gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">
              Additional services <span className="font-normal text-ink-muted">(optional)</span>
            </legend>
            {ADDITIONAL_SERVICES.map((service) => (
              <Checkbox key={service} label={service} value={service} {...register('additionalServices')} />
            ))}
          </fieldset>
          <PriceFields
            register={register}
            errors={errors}
            breakdown={
              proposed !== undefined && rate !== undefined
                ? `${nights} × ${formatMoney(rate)} = ${formatMoney(proposed)}`
                : undefined
            }
            hotelPrice={hotelPrice}
            differs={differs}
            mayOverride={mayOverride}
            onUseHotelPrice={(price) => setValue('totalPrice', price, { shouldValidate: true })}
          />
        </div>
      </FormSection>

      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {booking ? 'Update Booking' : 'Submit Booking'}
        </Button>
      </div>
    </form>
  );
}
