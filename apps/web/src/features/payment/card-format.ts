/** Typing helpers for the sandbox card field: digits grouped as on the card, expiry as MM / YY. */

export const cardDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 19);

/** "4242424242424242" → "4242 4242 4242 4242". */
export const formatCardNumber = (value: string): string => cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12 / 34"; a lone first digit is the month when above 1 or before a slash: "4" → "04 / ", "1/" → "01 / ". */
export function formatExpiry(value: string, previous = ''): string {
  // Without this, "1/28" (January 2028) would read as "12 / 8".
  const loneMonth = /^\D*[1-9]\s*\//.test(value);
  let digits = `${loneMonth ? '0' : ''}${value.replace(/\D/g, '')}`.slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the separator deletes the month's last digit rather than leaving the guest stuck.
  if (previous.endsWith(' / ') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** "12 / 34" → {month: 12, year: 2034}; null while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}
