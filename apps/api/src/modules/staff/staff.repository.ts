import { type Role, STAFF_ROLES, type UserStatus } from '@hotel/shared';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { users } from '../../db/schema.js';
import { sessionsChanging } from '../auth/session-cache.js';

export const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  contact: users.contact,
  phone: users.phone,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

const sortColumns = {
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
} as const;

export interface StaffFilter {
  q?: string | undefined;
  role?: Role | undefined;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function whereOf(filter: StaffFilter): SQL | undefined {
  return and(
    inArray(users.role, [...STAFF_ROLES]),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.q ? or(ilike(users.name, likePattern(filter.q)), ilike(users.email, likePattern(filter.q))) : undefined,
  );
}

export async function listStaff(
  db: Executor,
  filter: StaffFilter,
  options: { sort: keyof typeof sortColumns; order: 'asc' | 'desc'; offset: number; limit: number },
) {
  const direction = options.order === 'asc' ? asc : desc;
  return db
    .select(staffColumns)
    .from(users)
    .where(whereOf(filter))
    .orderBy(direction(sortColumns[options.sort]), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countStaff(db: Executor, filter: StaffFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function listActiveHousekeepers(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'housekeeping'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}

/** A staff member (never a guest), locked for the rest of the transaction. */
export async function lockStaffMember(db: Executor, id: string) {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])))
    .for('update')
    .limit(1);
  return row;
}

export async function insertStaffMember(
  db: Executor,
  values: { name: string; email: string; contact: string; role: Role; passwordHash: string; now: Date },
) {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      contact: values.contact,
      role: values.role,
      status: 'active',
      passwordHash: values.passwordHash,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning(staffColumns);
  return row!;
}

export async function updateStaffMember(
  db: Executor,
  id: string,
  values: Partial<{
    name: string;
    email: string;
    contact: string;
    role: Role;
    status: UserStatus;
    passwordHash: string;
  }> & {
    now: Date;
  },
) {
  const { now, ...rest } = values;
  sessionsChanging();
  const [row] = await db
    .update(users)
    .set({ ...rest, updatedAt: now })
    .where(eq(users.id, id))
    .returning(staffColumns);
  return row!;
}

export async function deleteUser(db: Executor, id: string): Promise<void> {
  sessionsChanging();
  await db.delete(users).where(eq(users.id, id));
}
