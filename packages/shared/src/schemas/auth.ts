import { z } from 'zod';
import { GUEST_PASSWORD_MIN, ROLES } from '../constants.js';
import { MSG } from '../messages.js';
import { emailSchema, nameSchema, passwordInput, phoneSchema } from './common.js';

export const loginBody = z.strictObject({
  email: emailSchema,
  password: passwordInput.min(1, MSG.passwordRequired),
});
export type LoginBody = z.infer<typeof loginBody>;

export const guestPassword = passwordInput.min(GUEST_PASSWORD_MIN, MSG.passwordTooShort);

export const registerBody = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  password: guestPassword,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The box that repeats a new password: checked in the browser, never sent (spec §5). */
export const confirmPasswordInput = z.string().min(1, MSG.confirmPasswordRequired);
/** A form's check that the repeated password is the password. */
export function passwordsMatch(v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: MSG.passwordsMismatch, path: ['confirmPassword'] });
  }
}

/** The register form: the request's fields and a confirmation that never leaves the browser (spec §5). */
export const registerForm = registerBody.extend({ confirmPassword: confirmPasswordInput }).superRefine(passwordsMatch);
export type RegisterForm = z.input<typeof registerForm>;

export const profileBody = z.strictObject({
  name: nameSchema,
  phone: phoneSchema.optional().default(''),
  password: z
    .string()
    .max(256)
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v : undefined))
    .pipe(guestPassword.optional()),
  /** Required with a new password: a session alone does not change the password. */
  currentPassword: z.string().max(256).optional(),
});
export type ProfileBody = z.input<typeof profileBody>;

export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUser>;
export const userAnswer = z.object({ user: sessionUser });
/** GET /api/auth/me: `user` is null for a visitor without a session (an answer, not an error, for every visitor). */
export const meAnswer = z.object({ user: sessionUser.nullable() });
export type MeAnswer = z.infer<typeof meAnswer>;
