import { HOME_MAX_GUESTS, MAX_NIGHTS } from '@hotel/shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { todayIso } from '@/lib/format';
import { paths } from '@/lib/paths';
import { checkStayDates, preloadStayDates, type StayDateErrors } from '@/lib/stay-dates';
import { Button } from '@/ui/button';
import { type DateRange, DateRangePicker } from '@/ui/date-range-picker';
import { Select } from '@/ui/select';
import { CalendarDays, Search } from '@/ui/shell-icons';

/** The hero's stay form: dates and guests (1 to 4) become a real availability search on /rooms. */
export function HeroSearch() {
  const today = todayIso();
  const formId = useId();
  const [, navigate] = useLocation();
  const [range, setRange] = useState<DateRange>({ checkIn: '', checkOut: '' });
  const [guests, setGuests] = useState('2');
  const [errors, setErrors] = useState<StayDateErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = await checkStayDates(range, today);
    if (!next) return;
    setErrors(next);
    if (next.checkIn || next.checkOut) return;
    const query = new URLSearchParams();
    if (range.checkIn && range.checkOut) {
      query.set('checkIn', range.checkIn);
      query.set('checkOut', range.checkOut);
    }
    query.set('guests', guests);
    navigate(`${paths.rooms}?${query}`);
  };

  return (
    <form
      aria-labelledby={`${formId}-title`}
      onSubmit={onSubmit}
      onFocus={preloadStayDates}
      noValidate
      className="relative animate-rise rounded-2xl border border-line bg-surface p-5 text-ink shadow-raised sm:p-7 [animation-delay:120ms]"
    >
      <div className="flex items-center gap-3">
        <CalendarDays aria-hidden="true" className="size-5 text-gold-ink" />
        <h2 id={`${formId}-title`} className="text-2xl">
          Plan your stay
        </h2>
      </div>
      <div className="mt-5 flex flex-col gap-4">
        <DateRangePicker
          value={range}
          onChange={(next) => {
            setRange(next);
            setErrors({});
          }}
          min={today}
          maxNights={MAX_NIGHTS}
          errors={errors}
          earlyPress="home search dates"
        />
        <Select
          label="Guests"
          name="guests"
          value={guests}
          onChange={(e) => setGuests(e.target.value)}
          options={Array.from({ length: HOME_MAX_GUESTS }, (_, i) => ({
            value: String(i + 1),
            label: `${i + 1} ${i === 0 ? 'Guest' : 'Guests'}`,
          }))}
        />
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full" icon={<Search aria-hidden="true" className="size-4" />}>
        Browse Rooms
      </Button>
      <p className="mt-3 text-center text-xs text-ink-muted">Best rate guaranteed when you book with us directly.</p>
    </form>
  );
}
