import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { takeEarlyPress } from '@/lib/early-press';
import { useServerRender } from '@/lib/server-render';
import { bookedNights, formatLongDate, isIsoDate } from './calendar-dates';
import { IconButton } from './icon-button';
import { Input } from './input';
import type { DateRange, RangePhase } from './range-calendar';
import { CalendarDays } from './shell-icons';

export type { DateRange } from './range-calendar';

// The calendar dialog is downloaded when the visitor heads for a date field, not with the page.
const loadCalendar = () => import('./range-calendar');
const RangeCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.RangeCalendar })));
const preloadCalendar = () => {
  loadCalendar().catch(() => undefined);
};

const FORMAT_HINT = 'Format: YYYY-MM-DD';
const FORMAT_ERROR = 'Use a date in the form YYYY-MM-DD';

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (next: DateRange) => void;
  /** The first day a stay may begin (the hotel's today). */
  min: string;
  /** Today, marked in the calendar. */
  today?: string;
  maxNights?: number;
  /** Stays that already hold the room; their nights cannot be chosen. */
  booked?: readonly { checkInDate: string; checkOutDate: string }[];
  errors?: { checkIn?: string | undefined; checkOut?: string | undefined };
  checkInLabel?: string;
  checkOutLabel?: string;
  /** The month the calendar shows, whenever it changes (to load booked nights for that period). */
  onMonthChange?: (monthStart: string) => void;
  /** Field names (for forms that submit natively). */
  names?: { checkIn: string; checkOut: string };
  /**
   * Where the server draws this: a name for presses on its calendar buttons made before it is live
   * (lib/early-press.ts), which then open the calendar once it is, rather than being lost.
   */
  earlyPress?: string;
  className?: string;
}

/**
 * Check-in and check-out as two typed date fields, each with a button that opens the calendar dialog.
 * Typing a full date (YYYY-MM-DD) updates the stay at once; the calendar shows booked nights.
 */
export function DateRangePicker({
  value,
  onChange,
  min,
  today = min,
  maxNights = 30,
  booked,
  errors,
  checkInLabel = 'Check-in',
  checkOutLabel = 'Check-out',
  names,
  onMonthChange,
  earlyPress,
  className,
}: DateRangePickerProps) {
  const live = !useServerRender();
  const [openAt, setOpenAt] = useState<RangePhase | null>(null);
  const [opened, setOpened] = useState(false);
  const lastPhase = useRef<RangePhase>('checkIn');
  const triggers = { checkIn: useRef<HTMLButtonElement>(null), checkOut: useRef<HTMLButtonElement>(null) };
  const nights = useMemo(() => bookedNights(booked ?? []), [booked]);
  const inputs = { checkIn: useRef<HTMLInputElement>(null), checkOut: useRef<HTMLInputElement>(null) };

  // Dates typed into the server's HTML before this took it over (the room list fetches it after its first render):
  // React leaves the text in the fields but does not know it, so the search takes it up here rather than lose it.
  useEffect(() => {
    const typed = (which: RangePhase) => {
      const text = inputs[which].current?.value.trim() ?? value[which];
      return text === '' || isIsoDate(text) ? text : value[which];
    };
    const next = { checkIn: typed('checkIn'), checkOut: typed('checkOut') };
    if (next.checkIn !== value.checkIn || next.checkOut !== value.checkOut) onChange(next);
  }, []);

  const stay =
    value.checkIn && value.checkOut
      ? `stay ${formatLongDate(value.checkIn)} to ${formatLongDate(value.checkOut)}`
      : undefined;
  const triggerLabel = (which: RangePhase) => {
    const base = which === 'checkIn' ? 'Choose check-in date' : 'Choose check-out date';
    const own = value[which];
    if (stay) return `${base}, current ${stay}`;
    return own && isIsoDate(own) ? `${base}, current ${formatLongDate(own)}` : base;
  };

  const open = (which: RangePhase) => {
    lastPhase.current = which;
    setOpened(true);
    setOpenAt(which);
  };
  const earlyName = (which: RangePhase) => (earlyPress === undefined ? undefined : `${earlyPress} ${which}`);
  useEffect(() => {
    if (!live || earlyPress === undefined) return;
    const checkIn = takeEarlyPress(`${earlyPress} checkIn`);
    const checkOut = takeEarlyPress(`${earlyPress} checkOut`);
    if (checkIn || checkOut) open(checkIn ? 'checkIn' : 'checkOut');
  }, [live]);

  return (
    // Side by side when there is room for a full date in each field; stacked in narrow places (a phone's card).
    <div className={cn('@container', className)}>
      <div className="grid grid-cols-1 gap-3 @sm:grid-cols-2 sm:gap-4">
        {(['checkIn', 'checkOut'] as const).map((which) => (
          <TypedDate
            key={which}
            label={which === 'checkIn' ? checkInLabel : checkOutLabel}
            name={names?.[which]}
            value={value[which]}
            error={errors?.[which]}
            inputRef={inputs[which]}
            onDate={(date) => onChange({ ...value, [which]: date })}
            trigger={
              <IconButton
                ref={triggers[which]}
                size="sm"
                aria-label={triggerLabel(which)}
                aria-haspopup="dialog"
                data-early-press={live ? undefined : earlyName(which)}
                icon={<CalendarDays className="size-5 text-gold-ink" />}
                onClick={() => open(which)}
                onFocus={preloadCalendar}
                onPointerEnter={preloadCalendar}
              />
            }
          />
        ))}
      </div>
      {opened && (
        <Suspense fallback={null}>
          <RangeCalendar
            open={openAt !== null}
            initialPhase={openAt ?? 'checkIn'}
            value={value}
            onChange={onChange}
            onClose={() => setOpenAt(null)}
            onClosed={() => triggers[lastPhase.current].current?.focus()}
            min={min}
            today={today}
            maxNights={maxNights}
            bookedNights={nights}
            onMonthChange={onMonthChange}
          />
        </Suspense>
      )}
    </div>
  );
}

function TypedDate({
  label,
  name,
  value,
  error,
  onDate,
  trigger,
  inputRef,
}: {
  label: string;
  name?: string | undefined;
  value: string;
  error?: string | undefined;
  onDate: (date: string) => void;
  trigger: ReactNode;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [text, setText] = useState(value);
  const [formatError, setFormatError] = useState<string | undefined>();
  useEffect(() => {
    setText(value);
    setFormatError(undefined);
  }, [value]);
  // Text typed before the take-over stays in the field, even when not yet a full date (see DateRangePicker).
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) setText(typed);
  }, []);

  return (
    <Input
      label={label}
      name={name}
      ref={inputRef}
      value={text}
      placeholder="YYYY-MM-DD"
      autoComplete="off"
      maxLength={10}
      hint={FORMAT_HINT}
      error={formatError ?? error}
      onChange={(event) => {
        const next = event.target.value.trim();
        setText(event.target.value);
        if (next === '' || isIsoDate(next)) {
          setFormatError(undefined);
          if (next !== value) onDate(next);
        }
      }}
      onBlur={() => {
        const next = text.trim();
        setFormatError(next !== '' && !isIsoDate(next) ? FORMAT_ERROR : undefined);
      }}
      trailing={trigger}
      className="tabular-nums"
    />
  );
}
