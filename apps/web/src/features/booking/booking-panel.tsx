import { ADDITIONAL_SERVICES, guestBookingPath, MAX_NIGHTS } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import type { BookingForm } from '@hotel/shared/schemas/bookings';
import type { RoomDto } from '@hotel/shared/schemas/rooms';
import { nightsBetween, stayTotalDollars } from '@hotel/shared/stay-price';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { ApiError, errorMessage } from '@/lib/api';
import { takeEarlyPress } from '@/lib/early-press';
import { formatMoney, todayIso } from '@/lib/format';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { WithQueryClient } from '@/lib/query-client';
import type { LoginRedirectState } from '@/lib/routing';
import { useServerRender } from '@/lib/server-render';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { addDays, bookedNights, isIsoDate } from '@/ui/calendar-dates';
import { Checkbox } from '@/ui/checkbox';
import { DateRangePicker } from '@/ui/date-range-picker';
import { Select } from '@/ui/select';
import { useCreateBooking } from './api/create-booking';
import { useRoomAvailability } from './api/get-room-availability';
import type { StayRequest } from './booking-review-modal';
import { BookingSummary, type StayQuote } from './booking-summary';
import { PartyTooLarge } from './party-too-large';
import { CalendarCheck, StickyBookBar } from './sticky-book-bar';
import { readStay, useStayInAddress } from './use-stay-in-address';

type FormValues = BookingForm;

// The review step (a dialog) is needed only after Book Now: it downloads when the visitor reaches the form.
const loadReviewModal = () => import('./booking-review-modal');
const BookingReviewModal = lazy(() => loadReviewModal().then((m) => ({ default: m.BookingReviewModal })));

export interface BookingPanelProps {
  room: RoomDto;
  /** Called when the server says the room's price or state changed. */
  onStale?: () => void;
}

const NO_RANGES: never[] = [];

const quoteFor = (price: number, nights: number): StayQuote => ({
  nights,
  price,
  total: stayTotalDollars(price, nights),
});
// The server answers at most 366 days at a time; load the next window when the calendar nears its end.
const WINDOW_DAYS = 366;
const WINDOW_MARGIN_DAYS = 45;

/**
 * The room page's booking form (spec §2, §5): dates whose booked nights cannot be picked, guests, services,
 * a live total, and Book Now → login if needed → a review step → the booking. The stay lives in the URL,
 * so a visitor sent to log in comes back to the same room with the same dates.
 */
/** The room page's booking form, with the query cache its queries and the booking use (lib/query-client.tsx). */
export function BookingPanel(props: BookingPanelProps) {
  return (
    <WithQueryClient>
      <BookingPanelForm {...props} />
    </WithQueryClient>
  );
}

function BookingPanelForm({ room, onStale }: BookingPanelProps) {
  const today = todayIso();
  // Spec §9's "1 or 2" is the room for two; a larger room offers as many as it sleeps.
  const maxGuests = Math.max(1, room.capacity);
  const { user } = useSession();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const [review, setReview] = useState<StayRequest | null>(null);
  const idempotencyKey = useRef('');
  const createBooking = useCreateBooking();
  // The server draws this form with the page, for every visitor alike: with no stay chosen, whatever the
  // address says. Until the page is live the form matches that drawing, and Book Now does not submit (a
  // native submit would be a plain GET of the page); once live, the stay in the address is filled in, and a press
  // made meanwhile is acted on.
  const live = !useServerRender();

  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('@hotel/shared/schemas/bookings').then((m) => m.bookingFormSchema(today, maxGuests)),
      ),
    [today, maxGuests],
  );
  // Reaching the form fetches what Book Now needs: the form's rules and the review step.
  const preload = () => {
    resolver.preload();
    loadReviewModal().catch(() => undefined);
  };
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: resolver as never,
    defaultValues: readStay(live ? search : '', maxGuests),
  });
  const values = useWatch({ control });

  const { params, tooSmall } = useStayInAddress({ live, maxGuests, values, reset, current: getValues });

  // Book Now pressed while the page was being taken over (this form's code comes last) is acted on now, with the
  // stay the address asked for (handed to the form just before).
  const formRef = useRef<HTMLFormElement>(null);
  const earlyPress = `book ${room._id}`;
  const closed = room.status === 'maintenance';
  // Staff book for a named guest from their panel; this form books for the signed-in guest.
  const staff = user !== null && user.role !== 'guest';
  // The form is sent as the button would send it: not for a closed room, nor for staff (the server drew the button
  // for every visitor alike, before it was known who was pressing it).
  const bookable = !closed && !staff;
  useEffect(() => {
    if (live && takeEarlyPress(earlyPress) && bookable) formRef.current?.requestSubmit();
  }, [live, earlyPress, bookable]);

  const [windowFrom, setWindowFrom] = useState(today);
  const nightsShown = useMemo(() => ({ from: windowFrom, to: addDays(windowFrom, WINDOW_DAYS) }), [windowFrom]);
  const availability = useRoomAvailability(room._id, nightsShown);
  const booked = availability.data?.booked ?? NO_RANGES;
  const onMonthChange = useCallback(
    (month: string) => {
      const start = month < today ? today : month;
      const end = addDays(month, WINDOW_MARGIN_DAYS);
      if (start < windowFrom || end > addDays(windowFrom, WINDOW_DAYS)) setWindowFrom(start);
    },
    [today, windowFrom],
  );
  const taken = useMemo(() => bookedNights(booked), [booked]);
  const nights =
    values.checkInDate && values.checkOutDate && isIsoDate(values.checkInDate) && isIsoDate(values.checkOutDate)
      ? nightsBetween(values.checkInDate, values.checkOutDate)
      : 0;
  const quote = nights > 0 ? quoteFor(room.price, nights) : null;

  const onBookNow = handleSubmit((stay) => {
    for (let d = stay.checkInDate; d < stay.checkOutDate; d = addDays(d, 1)) {
      if (taken.has(d)) {
        setError('checkOutDate', { message: MSG.bookingOverlap });
        return;
      }
    }
    if (!user) {
      notify.error(MSG.loginRequired);
      const state: LoginRedirectState = { from: `${pathname}${search ? `?${search}` : ''}` };
      navigate(paths.login, { state });
      return;
    }
    idempotencyKey.current = crypto.randomUUID();
    setReview({ ...stay, guests: Number(stay.guests), additionalServices: [...stay.additionalServices] });
  });

  const onConfirm = async () => {
    if (!review || !user) return;
    const total = stayTotalDollars(room.price, nightsBetween(review.checkInDate, review.checkOutDate));
    try {
      const answer = await createBooking.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        body: {
          roomId: room._id,
          guestId: user.id,
          checkInDate: review.checkInDate,
          checkOutDate: review.checkOutDate,
          totalPrice: total,
          guests: review.guests,
          additionalServices: review.additionalServices as FormValues['additionalServices'],
        },
      });
      notify.success(answer.message);
      setReview(null);
      // The dashboard opens on the new stay's confirmation: its reference, terms and what to do next.
      navigate(user.role === 'guest' ? guestBookingPath(answer.booking._id) : paths.dashboard(user.role));
    } catch (error) {
      notify.error(errorMessage(error, MSG.bookingFailed));
      if (error instanceof ApiError && error.status === 409) {
        setReview(null);
        await queryClient.invalidateQueries({ queryKey: ['rooms'] });
        void availability.refetch();
        onStale?.();
      } else if (error instanceof ApiError && error.errors) {
        setReview(null);
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'checkInDate' || field === 'checkOutDate' || field === 'guests') setError(field, { message });
        }
      }
    }
  };

  const panelRef = useRef<HTMLElement>(null);
  const bringFormIntoView = () => {
    const panel = panelRef.current;
    if (!panel) return;
    panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
    panel.querySelector<HTMLElement>('button, input, select')?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={panelRef}
      aria-labelledby="booking-panel-title"
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5 shadow-raised sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="booking-panel-title" className="text-2xl">
          Reserve your stay
        </h2>
        <p className="text-right">
          <span className="font-display text-2xl">{formatMoney(room.price)}</span>
          <span className="text-sm text-ink-muted"> / night</span>
        </p>
      </div>

      <form
        ref={formRef}
        onSubmit={onBookNow}
        onFocus={preload}
        onPointerDown={preload}
        noValidate
        className="mt-5 flex flex-col gap-5"
      >
        <DateRangePicker
          value={{ checkIn: values.checkInDate ?? '', checkOut: values.checkOutDate ?? '' }}
          onChange={(next) => {
            clearErrors(['checkInDate', 'checkOutDate']);
            setValue('checkInDate', next.checkIn);
            setValue('checkOutDate', next.checkOut);
          }}
          min={today}
          maxNights={MAX_NIGHTS}
          booked={booked}
          onMonthChange={onMonthChange}
          errors={{ checkIn: errors.checkInDate?.message, checkOut: errors.checkOutDate?.message }}
          earlyPress={`dates ${room._id}`}
        />
        <Select
          label="Guests"
          {...register('guests')}
          options={Array.from({ length: maxGuests }, (_, i) => ({
            value: String(i + 1),
            label: `${i + 1} ${i === 0 ? 'guest' : 'guests'}`,
          }))}
          hint={
            tooSmall ? (
              <PartyTooLarge capacity={maxGuests} party={tooSmall} params={params} />
            ) : room.capacity === 1 ? (
              'This room sleeps one guest.'
            ) : undefined
          }
          error={errors.guests?.message}
        />
        <fieldset>
          <legend className="text-sm font-medium text-ink">Additional services</legend>
          <p className="mt-1 text-xs text-ink-muted">Complimentary, arranged on request.</p>
          <div className="mt-3 flex flex-col gap-3">
            {ADDITIONAL_SERVICES.map((service) => (
              <Checkbox key={service} label={service} value={service} {...register('additionalServices')} />
            ))}
          </div>
        </fieldset>

        <BookingSummary quote={quote} />

        {closed ? (
          <p role="note" className="rounded-lg bg-warning-bg px-4 py-3 text-sm text-warning-ink">
            This room is closed for maintenance and cannot be booked right now.
          </p>
        ) : staff ? (
          <p role="note" className="rounded-lg bg-info-bg px-4 py-3 text-sm text-info-ink">
            You are signed in as staff. To book this room for a guest, use Bookings in your panel.
          </p>
        ) : null}
        <Button
          type={live ? 'submit' : 'button'}
          data-early-press={live ? undefined : earlyPress}
          size="lg"
          disabled={!bookable}
          icon={<CalendarCheck aria-hidden="true" className="size-5" />}
        >
          Book Now
        </Button>
      </form>

      {review && (
        <Suspense fallback={null}>
          <BookingReviewModal
            open
            onClose={() => setReview(null)}
            onConfirm={onConfirm}
            pending={createBooking.isPending}
            room={room}
            stay={review}
            quote={quoteFor(room.price, nightsBetween(review.checkInDate, review.checkOutDate))}
          />
        </Suspense>
      )}
      {live && <StickyBookBar nightly={room.price} quote={quote} onBook={bringFormIntoView} disabled={!bookable} />}
    </section>
  );
}
