import type { StaffDto } from '@hotel/shared';
import type { users } from '../../db/schema.js';

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'contact' | 'phone' | 'role' | 'status' | 'createdAt'
>;

/** A staff member as the panels see them: never the password hash. */
export function toStaffDto(row: UserRow): StaffDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email ?? '',
    contact: row.contact ?? row.phone ?? '',
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a staff member (no secrets). */
export const staffAuditView = (row: UserRow) => ({
  name: row.name,
  email: row.email,
  contact: row.contact,
  role: row.role,
  status: row.status,
});
