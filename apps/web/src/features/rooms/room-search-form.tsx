import { HOME_MAX_GUESTS, MAX_NIGHTS } from '@hotel/shared/constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { todayIso } from '@/lib/format';
import { checkStayDates, preloadStayDates, type StayDateErrors } from '@/lib/stay-dates';
import { Button } from '@/ui/button';
import { type DateRange, DateRangePicker } from '@/ui/date-range-picker';
import { Select } from '@/ui/select';
import { Search } from '@/ui/shell-icons';
import type { RoomSearch } from './api/get-rooms';

export interface RoomSearchFormProps {
  search: RoomSearch;
  onSearch: (next: Pick<RoomSearch, 'checkIn' | 'checkOut' | 'guests'>) => void;
  /** Field errors the server gave for the search in the URL. */
  serverErrors?: StayDateErrors | undefined;
}

/** Dates and guests: shows only rooms free for every night of the stay. */
export function RoomSearchForm({ search, onSearch, serverErrors }: RoomSearchFormProps) {
  const today = todayIso();
  const [range, setRange] = useState<DateRange>({ checkIn: search.checkIn, checkOut: search.checkOut });
  const [guests, setGuests] = useState(search.guests ? String(search.guests) : '');
  const [errors, setErrors] = useState<StayDateErrors>({});
  const guestsField = useRef<HTMLSelectElement>(null);

  // The search in the address, when it changes (a search made, the back button). Not when the form takes over: its
  // state starts from the address, and dates typed into the server's HTML before then (which DateRangePicker takes
  // up) must not be reset to it.
  const shown = useRef(search);
  useEffect(() => {
    const last = shown.current;
    if (last.checkIn === search.checkIn && last.checkOut === search.checkOut && last.guests === search.guests) return;
    shown.current = search;
    setRange({ checkIn: search.checkIn, checkOut: search.checkOut });
    setGuests(search.guests ? String(search.guests) : '');
  }, [search]);

  // A party size chosen in the server's HTML before this form (a chunk fetched after the first render) took over.
  useEffect(() => {
    const chosen = guestsField.current?.value;
    if (chosen !== undefined) setGuests(chosen);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = await checkStayDates(range, today);
    if (!next) return;
    setErrors(next);
    if (next.checkIn || next.checkOut) return;
    onSearch({ checkIn: range.checkIn, checkOut: range.checkOut, guests: guests ? Number(guests) : null });
  };

  const guestOptions = [
    { value: '', label: 'Any' },
    ...Array.from({ length: HOME_MAX_GUESTS }, (_, i) => ({
      value: String(i + 1),
      label: `${i + 1} ${i === 0 ? 'guest' : 'guests'}`,
    })),
  ];
  if (guests && Number(guests) > HOME_MAX_GUESTS) guestOptions.push({ value: guests, label: `${guests} guests` });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preloadStayDates}
      noValidate
      aria-label="Search by dates"
      className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] lg:items-start"
    >
      <DateRangePicker
        value={range}
        onChange={(next) => {
          setRange(next);
          setErrors({});
        }}
        min={today}
        maxNights={MAX_NIGHTS}
        errors={{
          checkIn: errors.checkIn ?? serverErrors?.checkIn,
          checkOut: errors.checkOut ?? serverErrors?.checkOut,
        }}
        earlyPress="room search dates"
      />
      <Select
        ref={guestsField}
        label="Guests"
        value={guests}
        onChange={(e) => setGuests(e.target.value)}
        options={guestOptions}
      />
      <Button type="submit" size="lg" icon={<Search aria-hidden="true" className="size-4" />} className="lg:mt-7">
        Check availability
      </Button>
    </form>
  );
}
