import type { Role } from '../constants.js';

/**
 * Each dashboard admits only its own role (spec §6). Kept apart from the route table (ACCESS), so that the
 * web app's guards do not bring that table into the first page load.
 */
export const PANEL_ACCESS: Record<Role, readonly Role[]> = {
  admin: ['admin'],
  manager: ['manager'],
  receptionist: ['receptionist'],
  housekeeping: ['housekeeping'],
  guest: ['guest'],
};
