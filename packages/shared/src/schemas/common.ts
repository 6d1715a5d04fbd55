import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.js';
import { MSG } from '../messages.js';

/**
 * A record's id: a UUID in either case, read in lower case. PostgreSQL takes both spellings as one id; the server's
 * own keys of it do not (the locks taken on a room's id, the answers kept in memory by id, a comparison with a
 * stored id), so every id is read in the one spelling the database answers with.
 */
export const uuidField = (message: string) => z.uuid({ message }).toLowerCase();
export const idSchema = uuidField('Invalid id');
export const idParams = z.strictObject({ id: idSchema });

export const emailSchema = z
  .string({ message: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, 'Email is too long')
  .pipe(z.email({ message: MSG.emailInvalid }))
  .transform((v) => v.toLowerCase());

export const nameSchema = z
  .string({ message: MSG.nameRequired })
  .trim()
  .min(1, MSG.nameRequired)
  .max(100, 'Name is too long');

export const phoneSchema = z
  .string()
  .trim()
  .max(30, 'Phone number is too long')
  .regex(/^[+()0-9 .-]*$/, 'Please enter a valid phone number');

/**
 * For an object's refinement: whether none of `fields` failed its own schema. A refinement still runs after a
 * failed check that lets the parse go on (a string of the wrong form, a number too small), and then sees the value
 * as it was sent; the parse's issues say so without checking the value again (a date search's two dates were
 * parsed twice, a third of its check).
 */
export const fieldsPassed = (ctx: z.RefinementCtx, ...fields: string[]): boolean =>
  !ctx.issues.some((issue) => fields.includes(issue.path?.[0] as string));

const DATE_MESSAGE = 'Use a date in the form YYYY-MM-DD (or a full ISO 8601 date-time)';

/**
 * A calendar date that exists, as YYYY-MM-DD. A full ISO 8601 date-time is accepted too, and its first
 * 10 characters are the date (spec §1): the spec's client sends `new Date(value).toISOString()`.
 */
export const dateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], { error: DATE_MESSAGE })
  .transform((value) => value.slice(0, 10))
  .meta({
    description: 'A calendar date YYYY-MM-DD, or a full ISO 8601 date-time whose first 10 characters are the date',
  });

/**
 * An amount of dollars with at most 2 decimals, sent as a JSON number or, as the spec's staff form sends it,
 * a numeric string (`"380"`, `"380.50"`).
 */
export function dollarsInput(label: string) {
  const required = `Enter the ${label}`;
  const amount = z
    .number({ message: required })
    .nonnegative(`The ${label} cannot be negative`)
    .max(10_000_000, `The ${label} is too large`)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'Use at most two decimals');
  return z
    .union([z.number(), z.string()], { error: required })
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const text = value.trim();
      if (!/^-?\d+(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Enter an amount such as 380 or 380.50' });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(amount)
    .meta({ description: 'Dollars with at most 2 decimals: a number, or a numeric string such as "380" or "380.50"' });
}

export const passwordInput = z.string({ message: MSG.passwordRequired }).max(PASSWORD_MAX, 'Password is too long');

export const messageAnswer = z.object({ message: z.string() });
export const errorAnswer = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
