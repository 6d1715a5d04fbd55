import { registerBody, registerForm } from '@hotel/shared/schemas/auth';
import { resetPasswordBody, resetPasswordForm } from '@hotel/shared/schemas/password-reset';
import { roomFields, roomForm, roomFormFields } from '@hotel/shared/schemas/rooms-admin';
import { staffCreateBody, staffUpdateBody } from '@hotel/shared/schemas/staff';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** The first message for each field, as the forms and the server's error answer show them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.') || 'body'] ??= issue.message;
  return found;
}

// The web's forms are checked in the browser by schemas derived from the requests they send: what a form lets
// through, the server takes, and what a form refuses it refuses with the server's own message.
describe('the web forms and the requests they send', () => {
  const room = {
    roomNumber: '101',
    title: 'Garden Room',
    type: 'double',
    price: '100',
    originalPrice: '',
    status: 'available',
    description: '',
    features: '',
  };
  const roomTexts: Record<string, string>[] = [
    {},
    { roomNumber: '', title: '   ', price: '' },
    { roomNumber: 'a b', title: 'x'.repeat(121) },
    { price: '0' },
    { price: 'abc' },
    { price: '10.555' },
    { price: '100001' },
    { price: ' 12.5 ' },
    { originalPrice: '120' },
    { originalPrice: '90' },
    { originalPrice: 'abc' },
    { originalPrice: '0' },
    { originalPrice: '120.555' },
    { originalPrice: '200000' },
    { originalPrice: '  ' },
    { description: `${' '.repeat(10)}${'x'.repeat(1995)}` },
    { description: 'x'.repeat(2001), features: 'x'.repeat(1001) },
    { type: '', status: '' },
  ];

  it('the room form refuses what the room request refuses, with its messages, and sends what it takes', () => {
    for (const change of roomTexts) {
      const typed = { ...room, ...change };
      // The browser sends no originalPrice for an empty box.
      const sent = Object.fromEntries(Object.entries(typed).filter(([k, v]) => k !== 'originalPrice' || v !== ''));
      expect(messages(roomForm, typed), JSON.stringify(change)).toEqual(messages(roomFields, sent));
      const checked = roomForm.safeParse(typed);
      if (checked.success) expect(roomFields.parse(roomFormFields(checked.data))).toEqual(roomFields.parse(sent));
    }
  });

  const staff = { name: 'Ann Desk', email: 'ann@example.test', contact: '+1 555 0100', role: 'receptionist' };

  it('the staff form asks for a password on creation with one message for a blank one, and keeps it blank on an edit', () => {
    expect(messages(staffCreateBody.strip(), { ...staff, status: 'active', password: '' })).toEqual({
      password: 'Password is required',
    });
    expect(messages(staffCreateBody, { ...staff, password: 'short' })).toEqual({
      password: 'Staff passwords must be at least 12 characters long',
    });
    expect(staffCreateBody.strip().parse({ ...staff, status: 'active', password: 'long enough pass' })).toEqual({
      ...staff,
      password: 'long enough pass',
    });
    expect(staffUpdateBody.parse({ ...staff, status: 'disabled', password: '   ' })).toEqual({
      ...staff,
      status: 'disabled',
    });
    for (const schema of [staffCreateBody, staffUpdateBody]) {
      expect(messages(schema, { ...staff, password: 'x'.repeat(300) })).toEqual({ password: 'Password is too long' });
    }
  });

  it('the register and reset forms add only the confirmation to their requests', () => {
    const account = { name: 'Grace', email: 'grace@example.test', phone: '', password: 'sea-breeze' };
    for (const change of [{}, { name: '', email: 'nope', password: 'abc' }, { phone: 'call me' }]) {
      const typed = { ...account, ...change };
      expect(messages(registerForm, { ...typed, confirmPassword: typed.password })).toEqual(
        messages(registerBody, typed),
      );
      expect(messages(resetPasswordForm, { password: typed.password, confirmPassword: typed.password })).toEqual(
        messages(resetPasswordBody.pick({ password: true }), { password: typed.password }),
      );
    }
    expect(messages(registerForm, { ...account, confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(messages(resetPasswordForm, { password: 'sea-breeze', confirmPassword: 'sea-breezy' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
