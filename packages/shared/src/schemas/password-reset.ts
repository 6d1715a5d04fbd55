import { z } from 'zod';
import { confirmPasswordInput, guestPassword, passwordsMatch } from './auth.js';
import { emailSchema } from './common.js';

export const PASSWORD_RESET_MSG = {
  /** The same answer whether or not the address has an account. */
  sent: 'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.',
  done: 'Your password has been changed. Please sign in with it.',
  invalidLink: 'This reset link is invalid, used or expired. Please ask for a new one.',
} as const;

/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

export const forgotPasswordBody = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.strictObject({
  token: z.string().min(1, PASSWORD_RESET_MSG.invalidLink).max(200),
  password: guestPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset form: the request's new password and a confirmation that never leaves the browser. */
export const resetPasswordForm = resetPasswordBody
  .pick({ password: true })
  .extend({ confirmPassword: confirmPasswordInput })
  .superRefine(passwordsMatch);
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;
