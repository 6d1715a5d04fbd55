import { z } from 'zod';
import { USER_STATUSES } from '../constants.js';
import { pageAnswerShape, pageQueryShape, searchTerm, sortOrder } from './lists.js';

export const GUEST_ADMIN_MSG = {
  deleted: 'guest deleted successfully',
  notFound: 'Guest not found',
  inHouse: 'This guest is checked in: check them out before deleting the account',
  owes: (amount: string) => `This guest owes $${amount}: settle or cancel their bills before deleting the account`,
  owed: (amount: string) => `The hotel owes this guest a refund of $${amount}: refund it before deleting the account`,
  upcoming: 'This guest has upcoming reservations: cancel them before deleting the account',
  erasedName: 'Erased guest',
  fetchFailed: 'Failed to fetch users.',
  empty: 'No guests found',
} as const;

export const GUEST_SORTS = ['name', 'email', 'createdAt', 'bookings'] as const;
export const guestListQuery = z.strictObject({
  ...pageQueryShape,
  q: searchTerm,
  sort: z.enum(GUEST_SORTS).default('createdAt'),
  order: sortOrder.default('desc'),
});
export type GuestListQuery = z.input<typeof guestListQuery>;

/** A guest account as the 'All Users' screen shows it. */
export const guestAdminDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.literal('guest'),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  bookings: z.number().int(),
  inHouse: z.boolean(),
});
export type GuestAdminDto = z.infer<typeof guestAdminDto>;

export const guestListAnswer = z.object({ users: z.array(guestAdminDto), ...pageAnswerShape });
export type GuestListAnswer = z.infer<typeof guestListAnswer>;

export const activeGuestsAnswer = z.object({ totalActiveGuests: z.number().int() });
