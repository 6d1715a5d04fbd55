import { fieldsPassed } from '@hotel/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// A year range whose years fail with a check that lets the parse go on: the refinement still runs then.
const yearRange = z
  .strictObject({ from: z.string().regex(/^\d{4}$/, 'A year'), to: z.string().regex(/^\d{4}$/, 'A year') })
  .superRefine((range, ctx) => {
    if (fieldsPassed(ctx, 'from', 'to') && range.to < range.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Not before from' });
  });
const problems = (value: unknown) =>
  yearRange.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('fieldsPassed', () => {
  it('lets a refinement compare fields that passed', () => {
    expect(problems({ from: '2001', to: '2000' })).toEqual([['to', 'Not before from']]);
    expect(problems({ from: '2000', to: '2001' })).toBeUndefined();
  });

  it('keeps a refinement off a field that failed, whose value is still as it was sent', () => {
    expect(problems({ from: 'next', to: '2000' })).toEqual([['from', 'A year']]);
    expect(problems({ from: '2000', to: '19' })).toEqual([['to', 'A year']]);
  });
});
