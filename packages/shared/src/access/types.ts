import type { Role } from '../constants.js';

/** Who may call a route: anyone, any logged-in user, or the listed roles. */
export type Access = 'public' | 'auth' | readonly Role[];
export type AccessTable = Readonly<Record<string, Access>>;

export const STAFF_DESK = ['admin', 'manager', 'receptionist'] as const satisfies readonly Role[];
export const MANAGEMENT = ['admin', 'manager'] as const satisfies readonly Role[];
export const ADMIN_ONLY = ['admin'] as const satisfies readonly Role[];
export const GUEST_ONLY = ['guest'] as const satisfies readonly Role[];
