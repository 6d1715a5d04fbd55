import { z } from 'zod';
import { ASSIGNABLE_STAFF_ROLES, ROLES, STAFF_PASSWORD_MIN, USER_STATUSES } from '../constants.js';
import { MSG } from '../messages.js';
import { emailSchema, nameSchema, passwordInput } from './common.js';
import { pageAnswerShape, pageQueryShape, searchTerm, sortOrder } from './lists.js';

export const STAFF_MSG = {
  added: 'Staff added successfully',
  updated: 'Staff updated successfully',
  deleted: 'user delete successfully',
  notFound: 'Staff member not found',
  contactRequired: 'Contact is required',
  contactInvalid: 'Please enter a valid phone number',
  roleRequired: 'Select a role',
  ownRole: 'You cannot change your own role',
  ownStatus: 'You cannot disable your own account',
  ownDelete: 'You cannot delete your own account',
  adminReadOnly: 'Administrator accounts cannot be changed here',
  deleteFailed: 'Failed to delete staff',
  fetchFailed: 'Failed to fetch users.',
} as const;

export const staffRole = z.enum(ASSIGNABLE_STAFF_ROLES, { message: STAFF_MSG.roleRequired });

const contactSchema = z
  .string({ message: STAFF_MSG.contactRequired })
  .trim()
  .min(1, STAFF_MSG.contactRequired)
  .max(30, 'Contact is too long')
  .regex(/^[+()0-9 .-]+$/, STAFF_MSG.contactInvalid);

export const staffPassword = passwordInput
  .min(1, MSG.passwordRequired)
  .min(STAFF_PASSWORD_MIN, MSG.staffPasswordTooShort);

/** POST /api/staff (spec §5: name, email, contact and role required; password on creation). */
export const staffCreateBody = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  contact: contactSchema,
  role: staffRole,
  password: staffPassword,
});
export type StaffCreateBody = z.output<typeof staffCreateBody>;

/** PUT /api/staff/:id: a blank password keeps the current one. */
export const staffUpdateBody = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  contact: contactSchema,
  role: staffRole,
  status: z.enum(USER_STATUSES).optional(),
  password: passwordInput
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v : undefined))
    .pipe(staffPassword.optional()),
});
export type StaffUpdateBody = z.output<typeof staffUpdateBody>;

/**
 * The staff form's fields, for creation and edit alike (status is shown when editing). What it sends is checked by
 * that request's own schema: `staffCreateBody` (which leaves the status out) or `staffUpdateBody`.
 */
export type StaffForm = Required<z.input<typeof staffUpdateBody>>;

export const STAFF_SORTS = ['name', 'email', 'role', 'status', 'createdAt'] as const;
export const staffListQuery = z.strictObject({
  ...pageQueryShape,
  q: searchTerm,
  role: z.enum(['admin', ...ASSIGNABLE_STAFF_ROLES]).optional(),
  sort: z.enum(STAFF_SORTS).default('name'),
  order: sortOrder.default('asc'),
});
export type StaffListQuery = z.input<typeof staffListQuery>;

export const staffDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
});
export type StaffDto = z.infer<typeof staffDto>;

export const staffListAnswer = z.object({ users: z.array(staffDto), ...pageAnswerShape });
export type StaffListAnswer = z.infer<typeof staffListAnswer>;
export const staffAnswer = z.object({ message: z.string(), user: staffDto });
export type StaffAnswer = z.infer<typeof staffAnswer>;

/** GET /api/staff/housekeeping: who a task can be assigned to. */
export const housekeepersAnswer = z.object({
  users: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
});
export type HousekeepersAnswer = z.infer<typeof housekeepersAnswer>;
