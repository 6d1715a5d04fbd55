import {
  MSG,
  STAFF_MSG,
  type StaffCreateBody,
  type StaffDto,
  type StaffUpdateBody,
  type staffListQuery,
} from '@hotel/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, ForbiddenError, NotFoundError, sqlState } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../plugins/session.js';
import { assertPasswordAcceptable } from '../auth/auth.service.js';
import { deleteSessionsOfUser } from '../auth/auth.sessions.service.js';
import { staffAuditView, toStaffDto } from './staff.dto.js';
import {
  countStaff,
  deleteUser,
  insertStaffMember,
  listActiveHousekeepers,
  listStaff,
  lockStaffMember,
  updateStaffMember,
} from './staff.repository.js';

const emailConflict = () => new ConflictError(MSG.emailTaken, { email: MSG.emailTaken });

async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === '23505') throw emailConflict();
    throw err;
  }
}

export function createStaffService({ database, now }: AppContext) {
  const db = database.db;

  return {
    async list(query: z.output<typeof staffListQuery>) {
      const filter = { q: query.q, role: query.role };
      const offset = (query.page - 1) * query.limit;
      const [rows, total] = await Promise.all([
        listStaff(db, filter, { sort: query.sort, order: query.order, offset, limit: query.limit }),
        countStaff(db, filter),
      ]);
      return { users: rows.map(toStaffDto), total, page: query.page, limit: query.limit };
    },

    async housekeepers() {
      const rows = await listActiveHousekeepers(db);
      return { users: rows.map((r) => ({ _id: r.id, name: r.name, email: r.email ?? '' })) };
    },

    async create(actor: SessionUser, body: StaffCreateBody): Promise<StaffDto> {
      assertPasswordAcceptable(body.password, body.email);
      const passwordHash = await hashPassword(body.password);
      return uniqueEmail(() =>
        db.transaction(async (tx) => {
          const row = await insertStaffMember(tx, { ...body, passwordHash, now: now() });
          await audit(tx, {
            actorId: actor.id,
            action: 'staff.create',
            entity: 'user',
            entityId: row.id,
            details: { after: staffAuditView(row) },
          });
          return toStaffDto(row);
        }),
      );
    },

    async update(actor: SessionUser, id: string, body: StaffUpdateBody): Promise<StaffDto> {
      if (body.password) assertPasswordAcceptable(body.password, body.email);
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      return uniqueEmail(() =>
        db.transaction(async (tx) => {
          const before = await lockStaffMember(tx, id);
          if (!before) throw new NotFoundError(STAFF_MSG.notFound);
          if (before.role === 'admin') throw new ForbiddenError(STAFF_MSG.adminReadOnly);
          const self = before.id === actor.id;
          if (self && body.role !== before.role) throw new ForbiddenError(STAFF_MSG.ownRole);
          const status = body.status ?? before.status;
          if (self && status !== 'active') throw new ForbiddenError(STAFF_MSG.ownStatus);

          const after = await updateStaffMember(tx, id, {
            name: body.name,
            email: body.email,
            contact: body.contact,
            role: body.role,
            status,
            ...(passwordHash ? { passwordHash } : {}),
            now: now(),
          });
          // A disabled account, a new role or a new password: every open session of that user ends now.
          const endSessions = status !== 'active' || body.role !== before.role || passwordHash !== undefined;
          if (endSessions) await deleteSessionsOfUser(tx, id);
          await audit(tx, {
            actorId: actor.id,
            action: 'staff.update',
            entity: 'user',
            entityId: id,
            details: {
              before: staffAuditView(before),
              after: staffAuditView(after),
              ...(passwordHash ? { passwordChanged: true } : {}),
              ...(endSessions ? { sessionsEnded: true } : {}),
            },
          });
          return toStaffDto(after);
        }),
      );
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      if (id === actor.id) throw new ForbiddenError(STAFF_MSG.ownDelete);
      await db.transaction(async (tx) => {
        const before = await lockStaffMember(tx, id);
        if (!before) throw new NotFoundError(STAFF_MSG.notFound);
        if (before.role === 'admin') throw new ForbiddenError(STAFF_MSG.adminReadOnly);
        await deleteUser(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: 'staff.delete',
          entity: 'user',
          entityId: id,
          details: { before: staffAuditView(before) },
        });
      });
    },
  };
}
