import { GUEST_ADMIN_MSG, type GuestListAnswer, type guestListQuery } from '@hotel/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import type { SessionUser } from '../../plugins/session.js';
import { deleteUser } from '../staff/staff.repository.js';
import {
  countGuests,
  countGuestsInHouse,
  countStaysInHouse,
  listGuests,
  lockGuest,
} from './guests.admin.repository.js';

export function createGuestAdminService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async list(query: z.output<typeof guestListQuery>): Promise<GuestListAnswer> {
      const [rows, total] = await Promise.all([
        listGuests(db, query.q, {
          sort: query.sort,
          order: query.order,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        countGuests(db, query.q),
      ]);
      return {
        users: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email,
          phone: r.phone ?? '',
          role: 'guest' as const,
          status: r.status as 'active' | 'disabled',
          createdAt: r.createdAt.toISOString(),
          bookings: r.bookings,
          inHouse: r.inHouse,
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async activeCount() {
      return { totalActiveGuests: await countGuestsInHouse(db) };
    },

    /** Deletes a guest account and, with it, their stays and bills (personal data goes with the account). */
    async remove(actor: SessionUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const guest = await lockGuest(tx, id);
        if (!guest) throw new NotFoundError(GUEST_ADMIN_MSG.notFound);
        if ((await countStaysInHouse(tx, id)) > 0) throw new ConflictError(GUEST_ADMIN_MSG.inHouse);
        await deleteUser(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: 'guest.delete',
          entity: 'user',
          entityId: id,
          details: { before: { name: guest.name, email: guest.email, status: guest.status } },
        });
        await notifyChange(tx, { type: 'booking', id });
      });
    },
  };
}
