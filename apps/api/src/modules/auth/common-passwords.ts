import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of the zxcvbn-ts project (from real leaks), lower-cased: refused at
 * registration and at every password change.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);
