import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  bookedNights,
  formatLongDate,
  formatMonth,
  monthGrid,
  monthStart,
  WEEKDAYS,
  weekday,
} from './calendar-dates';

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows the leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts one day per day across daylight-saving changes (the tests run in New York)', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-11-02', -1)).toBe('2026-11-01');
    expect(addDays('2026-03-01', 30)).toBe('2026-03-31');
    expect(addDays('2026-10-15', 30)).toBe('2026-11-14');
  });

  it('leaves the date as it is for zero days', () => {
    expect(addDays('2026-03-14', 0)).toBe('2026-03-14');
  });
});

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2026-03-14', 1)).toBe('2026-04-14');
    expect(addMonths('2026-03-14', -1)).toBe('2026-02-14');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
  });

  it('keeps a month end inside the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('does not carry a shortened day into the next step', () => {
    expect(addMonths(addMonths('2026-01-31', 1), 1)).toBe('2026-03-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
  });
});

describe('monthStart and weekday', () => {
  it('give the first of the month and the day of the week, Sunday = 0', () => {
    expect(monthStart('2026-03-14')).toBe('2026-03-01');
    expect(monthStart('2028-02-29')).toBe('2028-02-01');
    expect(weekday('2026-03-14')).toBe(6);
    expect(weekday('2026-03-01')).toBe(0);
    expect(weekday('2028-02-29')).toBe(2);
    expect(weekday('2026-03-08')).toBe(0);
    expect(weekday('2026-11-01')).toBe(0);
  });

  it('name the week from Sunday, as weekday counts', () => {
    expect(WEEKDAYS.map((d) => d.short)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(WEEKDAYS[weekday('2026-03-14')]?.long).toBe('Saturday');
  });
});

describe('monthGrid', () => {
  const expectSixWeeks = (grid: string[]) => {
    expect(grid).toHaveLength(42);
    expect(weekday(grid[0]!)).toBe(0);
    for (let i = 1; i < grid.length; i++) expect(grid[i]).toBe(addDays(grid[i - 1]!, 1));
  };

  it('shows six weeks from the Sunday on or before the first of the month', () => {
    const grid = monthGrid('2026-04-20'); // April 2026 begins on a Wednesday
    expectSixWeeks(grid);
    expect(grid[0]).toBe('2026-03-29');
    expect(grid.indexOf('2026-04-01')).toBe(3);
    expect(grid).toContain('2026-04-30');
    expect(grid[41]).toBe('2026-05-09');
  });

  it('starts on the first when the month begins on a Sunday', () => {
    const grid = monthGrid('2026-03-31');
    expectSixWeeks(grid);
    expect(grid[0]).toBe('2026-03-01');
    expect(grid).toContain('2026-03-08'); // the daylight-saving change is one day like the others
    expect(grid[41]).toBe('2026-04-11');
  });

  it('holds a leap February and a month ending on a Saturday', () => {
    const feb = monthGrid('2028-02-29');
    expectSixWeeks(feb);
    expect(feb[0]).toBe('2028-01-30');
    expect(feb).toContain('2028-02-29');

    const october = monthGrid('2026-10-01'); // 1 October 2026 is a Thursday, 31 October a Saturday
    expectSixWeeks(october);
    expect(october.indexOf('2026-10-31') % 7).toBe(6);
    expect(october).toContain('2026-11-01');
  });
});

describe('formatLongDate and formatMonth', () => {
  it('name the day and the month in full', () => {
    expect(formatLongDate('2026-03-14')).toBe('Saturday, 14 March 2026');
    expect(formatLongDate('2028-02-29')).toBe('Tuesday, 29 February 2028');
    expect(formatMonth('2026-03-14')).toBe('March 2026');
  });

  it('do not move a date into the day or month before in a zone behind UTC', () => {
    expect(formatLongDate('2026-01-01')).toBe('Thursday, 1 January 2026');
    expect(formatLongDate('2026-11-01')).toBe('Sunday, 1 November 2026');
    expect(formatMonth('2026-03-01')).toBe('March 2026');
    expect(formatMonth('2027-01-01')).toBe('January 2027');
  });
});

describe('bookedNights', () => {
  it('holds each night of a stay, not its check-out day', () => {
    const nights = bookedNights([{ checkInDate: '2026-03-07', checkOutDate: '2026-03-10' }]);
    expect([...nights]).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(nights.has('2026-03-10')).toBe(false);
  });

  it('joins back-to-back stays and stays across a month end', () => {
    const nights = bookedNights([
      { checkInDate: '2028-02-27', checkOutDate: '2028-03-01' },
      { checkInDate: '2028-03-01', checkOutDate: '2028-03-02' },
    ]);
    expect([...nights].sort()).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('holds nothing for no stays or a stay without nights', () => {
    expect(bookedNights([]).size).toBe(0);
    expect(bookedNights([{ checkInDate: '2026-03-14', checkOutDate: '2026-03-14' }]).size).toBe(0);
    expect(bookedNights([{ checkInDate: '2026-03-15', checkOutDate: '2026-03-14' }]).size).toBe(0);
  });
});
