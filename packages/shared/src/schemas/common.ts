import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.js';
import { MSG } from '../messages.js';

export const idSchema = z.uuid({ message: 'Invalid id' });
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

/** A calendar date YYYY-MM-DD that exists. */
export const dateSchema = z.iso.date({ message: 'Use a date in the form YYYY-MM-DD' });

export const passwordInput = z.string({ message: MSG.passwordRequired }).max(PASSWORD_MAX, 'Password is too long');

export const paginationQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const messageAnswer = z.object({ message: z.string() });
export const errorAnswer = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
