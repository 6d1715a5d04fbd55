import type { Role } from '@hotel/shared/constants';

/** The seeded demo accounts of the 'Quick Login (Demo)' list (one per role). */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; label: string; email: string }> = [
  { role: 'admin', label: 'Admin', email: 'admin@hotel.test' },
  { role: 'manager', label: 'Manager', email: 'manager@hotel.test' },
  { role: 'receptionist', label: 'Receptionist', email: 'receptionist@hotel.test' },
  { role: 'housekeeping', label: 'Housekeeping', email: 'housekeeping@hotel.test' },
  { role: 'guest', label: 'Guest', email: 'guest@hotel.test' },
];
