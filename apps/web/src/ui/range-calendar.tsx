import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import {
  addDays,
  addMonths,
  formatLongDate,
  formatMonth,
  monthGrid,
  monthStart,
  WEEKDAYS,
  weekday,
} from './calendar-dates';
import { trapTab } from './focus-trap';
import { IconButton } from './icon-button';

export interface DateRange {
  checkIn: string;
  checkOut: string;
}

export type RangePhase = 'checkIn' | 'checkOut';

export interface RangeCalendarProps {
  open: boolean;
  /** Which end of the stay the visitor asked to choose. */
  initialPhase: RangePhase;
  value: DateRange;
  onChange: (next: DateRange) => void;
  /** Closed with the dates chosen (Done, or a check-out picked) or put back as they were (Esc). */
  onClose: () => void;
  /** After the dialog has closed (by any path): the place to return focus to the trigger. */
  onClosed?: () => void;
  min: string;
  maxNights: number;
  /** Nights already taken (a stay may still end on the morning one of them begins). */
  bookedNights: ReadonlySet<string>;
  today: string;
  /** The first day of the month shown, whenever it changes while open (to load that period's nights). */
  onMonthChange?: (monthStart: string) => void;
}

type DayState = {
  /** What choosing the day does: start a stay, end it, or nothing. */
  action: 'checkIn' | 'checkOut' | null;
  booked: boolean;
  past: boolean;
  label: string;
};

const FOCUSABLE = 'button:not([disabled]), [tabindex="0"]';

/**
 * A month grid for choosing a stay, per the WAI-ARIA date picker dialog pattern: a modal dialog, a
 * grid with one tab stop, arrows by day and week, Home/End to the week's ends, PageUp/PageDown by month
 * (with Shift by year), Enter or Space to choose, Esc to close and put the dates back.
 * Taken nights stay focusable but are aria-disabled, struck through and hatched (never colour alone).
 */
export function RangeCalendar({
  open,
  initialPhase,
  value,
  onChange,
  onClose,
  onClosed,
  min,
  maxNights,
  bookedNights,
  today,
  onMonthChange,
}: RangeCalendarProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const monthId = useId();
  const helpId = useId();
  const [phase, setPhase] = useState<RangePhase>(initialPhase);
  const [focused, setFocused] = useState(value.checkIn || min);
  const [focusTick, setFocusTick] = useState(0);
  const [status, setStatus] = useState('');
  const snapshot = useRef<DateRange>(value);

  // Opening: remember the dates (Esc restores them), start at the chosen end, focus its day.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      snapshot.current = value;
      const startPhase = initialPhase === 'checkOut' && value.checkIn ? 'checkOut' : 'checkIn';
      setPhase(startPhase);
      const start =
        startPhase === 'checkOut'
          ? value.checkOut || addDays(value.checkIn, 1)
          : value.checkIn && value.checkIn >= min
            ? value.checkIn
            : min;
      setFocused(start);
      setStatus('');
      dialog.showModal();
      setFocusTick((t) => t + 1);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialPhase, value, min]);

  useEffect(() => {
    if (focusTick === 0) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focusTick, focused]);

  // The last night a stay starting on check-in may cover before it meets a taken night.
  const lastCheckOut = useMemo(() => {
    if (!value.checkIn) return '';
    let limit = addDays(value.checkIn, maxNights);
    for (let d = value.checkIn; d < limit; d = addDays(d, 1)) {
      if (bookedNights.has(d) && d > value.checkIn) {
        limit = d;
        break;
      }
    }
    return limit;
  }, [value.checkIn, maxNights, bookedNights]);

  function stateOf(date: string): DayState {
    const booked = bookedNights.has(date);
    const past = date < min;
    const canStart = !booked && !past;
    const endsStay = phase === 'checkOut' && value.checkIn !== '' && date > value.checkIn && date <= lastCheckOut;
    const action = endsStay ? 'checkOut' : canStart ? 'checkIn' : null;
    const parts = [formatLongDate(date)];
    if (past) parts.push('unavailable');
    else if (endsStay) parts.push(booked ? 'booked from this day, available for check-out' : 'available for check-out');
    else if (booked) parts.push('booked');
    else parts.push('available');
    if (date === value.checkIn) parts.push('your check-in');
    else if (date === value.checkOut) parts.push('your check-out');
    else if (value.checkIn && value.checkOut && date > value.checkIn && date < value.checkOut)
      parts.push('in your stay');
    return { action, booked, past, label: parts.join(', ') };
  }

  const moveFocus = (date: string) => {
    setFocused(date);
    setFocusTick((t) => t + 1);
  };

  function choose(date: string) {
    const state = stateOf(date);
    if (!state.action) {
      setStatus(`${formatLongDate(date)} is not available. Choose another date.`);
      return;
    }
    if (state.action === 'checkIn') {
      onChange({ checkIn: date, checkOut: '' });
      setPhase('checkOut');
      setStatus(`Check-in ${formatLongDate(date)} chosen. Now choose your check-out date.`);
      moveFocus(addDays(date, 1));
      return;
    }
    onChange({ checkIn: value.checkIn, checkOut: date });
    setStatus(`Check-out ${formatLongDate(date)} chosen.`);
    onClose();
  }

  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday(date)),
      End: () => addDays(date, 6 - weekday(date)),
      PageUp: () => addMonths(date, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(date, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(move());
  }

  // Tab and Shift+Tab stay inside the dialog.
  function onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    trapTab(event, dialogRef.current, FOCUSABLE);
  }

  const view = monthStart(focused);
  useEffect(() => {
    if (open) onMonthChange?.(view);
  }, [open, view, onMonthChange]);
  const days = monthGrid(view);
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const canGoBack = view > monthStart(min);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={helpId}
      onCancel={(event) => {
        event.preventDefault();
        onChange(snapshot.current);
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      onKeyDown={onDialogKeyDown}
      onClose={() => onClosed?.()}
      className="m-auto w-[min(22.5rem,calc(100%-1.5rem))] rounded-xl border border-line bg-surface p-0 text-ink shadow-raised open:animate-rise backdrop:bg-transparent"
    >
      {open && (
        <div className="p-4 sm:p-5">
          <h2 id={titleId} className="text-lg">
            {phase === 'checkIn' ? 'Choose your check-in date' : 'Choose your check-out date'}
          </h2>
          <p id={helpId} className="mt-1 text-xs text-ink-muted">
            Arrow keys move by day and week, Page Up and Page Down by month. Struck-through days are booked.
          </p>

          <div className="mt-4 flex items-center justify-between gap-2">
            <IconButton
              aria-label="Previous month"
              size="sm"
              icon={<ChevronLeft className="size-5" />}
              disabled={!canGoBack}
              onClick={() => setFocused(addMonths(focused, -1) < min ? min : addMonths(focused, -1))}
            />
            <p id={monthId} aria-live="polite" className="font-display text-lg">
              {formatMonth(view)}
            </p>
            <IconButton
              aria-label="Next month"
              size="sm"
              icon={<ChevronRight className="size-5" />}
              onClick={() => setFocused(addMonths(focused, 1))}
            />
          </div>

          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker is a table with the grid role. */}
          <table ref={gridRef} role="grid" aria-labelledby={monthId} className="mt-3 w-full border-collapse">
            <thead>
              <tr>
                {WEEKDAYS.map((d) => (
                  <th
                    key={d.long}
                    scope="col"
                    abbr={d.long}
                    className="pb-2 text-center text-xs font-medium text-ink-muted"
                  >
                    {d.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((date) => {
                    if (date.slice(0, 7) !== view.slice(0, 7)) return <td key={date} className="p-0.5" />;
                    const state = stateOf(date);
                    const isEnd = date === value.checkIn || date === value.checkOut;
                    const inStay = Boolean(value.checkOut) && date > value.checkIn && date < value.checkOut;
                    return (
                      <td key={date} className="p-0.5 text-center">
                        <button
                          type="button"
                          data-date={date}
                          tabIndex={date === focused ? 0 : -1}
                          aria-label={state.label}
                          aria-disabled={state.action ? undefined : true}
                          aria-current={date === today ? 'date' : undefined}
                          onClick={() => choose(date)}
                          onKeyDown={(event) => onDayKeyDown(event, date)}
                          onFocus={() => setFocused(date)}
                          className={cn(
                            'relative mx-auto flex size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors duration-150',
                            state.action && !isEnd && 'hover:bg-surface-muted hover:text-gold-ink',
                            inStay && 'rounded-md bg-gold/20 text-ink',
                            isEnd && 'bg-gold font-semibold text-on-gold',
                            state.booked &&
                              !isEnd &&
                              'bg-[repeating-linear-gradient(135deg,transparent_0_4px,var(--line)_4px_5px)] text-ink-muted line-through',
                            state.past && 'text-ink-muted/70',
                            !state.action && 'cursor-not-allowed',
                            date === today && !isEnd && 'underline decoration-gold-ink decoration-2 underline-offset-4',
                          )}
                        >
                          {Number(date.slice(8))}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>

          <p role="status" className="mt-3 min-h-5 text-sm text-ink-muted">
            {status}
          </p>

          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <p className="flex items-center gap-2 text-xs text-ink-muted">
              <span
                aria-hidden="true"
                className="inline-flex size-6 items-center justify-center rounded-full bg-[repeating-linear-gradient(135deg,transparent_0_4px,var(--line)_4px_5px)] line-through"
              >
                9
              </span>
              Booked
            </p>
            <div className="flex gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onChange({ checkIn: '', checkOut: '' });
                  setPhase('checkIn');
                  setStatus('Dates cleared. Choose your check-in date.');
                  moveFocus(focused < min ? min : focused);
                }}
              >
                Clear dates
              </Button>
              <Button size="sm" onClick={onClose}>
                Done
              </Button>
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
