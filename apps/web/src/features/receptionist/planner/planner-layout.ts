import type { PlannerAnswer, PlannerBlock, PlannerStay } from '@hotel/shared/schemas/planner';
import { addDays } from '@/ui/calendar-dates';

/** What fills a room's row between two dates: a stay, a block, or a free night. */
export type PlannerCell =
  | { kind: 'stay'; stay: PlannerStay; date: string; span: number }
  | { kind: 'block'; block: PlannerBlock; date: string; span: number }
  | { kind: 'free'; date: string; span: 1 };

/** The nights shown: `from`, `from + 1` … up to the night before `to`. */
export function nightsOf(from: string, to: string): string[] {
  const nights: string[] = [];
  for (let d = from; d < to; d = addDays(d, 1)) nights.push(d);
  return nights;
}

/**
 * The cells of one room's row: each stay or block as one cell spanning its nights inside the window (clipped at
 * both ends), and every other night a free cell of its own.
 */
export function rowCells(answer: PlannerAnswer, roomId: string): PlannerCell[] {
  const held: Array<{ start: string; end: string; cell: (date: string, span: number) => PlannerCell }> = [
    ...answer.stays
      .filter((s) => s.roomId === roomId)
      .map((stay) => ({
        // A guest who changed rooms holds this room only from the change on.
        start: stay.roomSince ?? stay.checkInDate,
        end: stay.checkOutDate,
        cell: (date: string, span: number): PlannerCell => ({ kind: 'stay', stay, date, span }),
      })),
    ...answer.blocks
      .filter((b) => b.roomId === roomId)
      .map((block) => ({
        start: block.startDate,
        end: block.endDate,
        cell: (date: string, span: number): PlannerCell => ({ kind: 'block', block, date, span }),
      })),
  ].sort((a, b) => a.start.localeCompare(b.start));

  const cells: PlannerCell[] = [];
  let night = answer.from;
  for (const h of held) {
    const start = h.start < answer.from ? answer.from : h.start;
    const end = h.end > answer.to ? answer.to : h.end;
    // Held nights never overlap (the database's rule); a stale answer may, and then the later one waits.
    if (start < night || end <= start) continue;
    for (; night < start; night = addDays(night, 1)) cells.push({ kind: 'free', date: night, span: 1 });
    cells.push(h.cell(start, nightsOf(start, end).length));
    night = end;
  }
  for (; night < answer.to; night = addDays(night, 1)) cells.push({ kind: 'free', date: night, span: 1 });
  return cells;
}

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
/** "Wed 27" for a column heading. */
export const shortDay = (date: string) => DAY.format(utc(date));
/** "Wednesday, November 27" for a screen reader. */
export const longDay = (date: string) => LONG.format(utc(date));
export const monthOf = (date: string) => MONTH.format(utc(date));
