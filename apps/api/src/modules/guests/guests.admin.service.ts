import { GUEST_ADMIN_MSG, type GuestListAnswer, type guestListQuery } from '@hotel/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { hotelToday } from '../../lib/hotel-time.js';
import { toDollars } from '../../lib/money.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken } from '../../lib/tokens.js';
import type { SessionUser } from '../../plugins/session.js';
import { deleteSessionsOfUser } from '../auth/auth.sessions.service.js';
import {
  countGuests,
  countGuestsInHouse,
  countStaysInHouse,
  eraseGuest,
  guestAccountPosition,
  listGuests,
  lockGuest,
} from './guests.admin.repository.js';

const formatCents = (cents: number) => toDollars(cents).toFixed(2);

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
          email: r.email ?? '',
          phone: r.phone ?? '',
          role: 'guest' as const,
          status: r.status,
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

    /**
     * The spec's delete, as an erasure: the guest's personal data is replaced and the login closed, while their
     * stays, bills and reviews stay on record under an anonymous name, so no figure of the hotel changes.
     * Refused while they are in house, owe money, are owed a refund or hold a reservation.
     */
    async remove(actor: SessionUser, id: string): Promise<void> {
      const unusableHash = await hashPassword(randomToken());
      await db.transaction(async (tx) => {
        const guest = await lockGuest(tx, id);
        if (!guest) throw new NotFoundError(GUEST_ADMIN_MSG.notFound);
        if ((await countStaysInHouse(tx, id)) > 0) throw new ConflictError(GUEST_ADMIN_MSG.inHouse);
        const position = await guestAccountPosition(tx, id, hotelToday(ctx.config.hotelTimezone, ctx.now()));
        if (position.owedCents > 0) throw new ConflictError(GUEST_ADMIN_MSG.owes(formatCents(position.owedCents)));
        if (position.refundDueCents > 0) {
          throw new ConflictError(GUEST_ADMIN_MSG.owed(formatCents(position.refundDueCents)));
        }
        if (position.upcoming > 0) throw new ConflictError(GUEST_ADMIN_MSG.upcoming);
        await eraseGuest(tx, id, { name: GUEST_ADMIN_MSG.erasedName, passwordHash: unusableHash, now: ctx.now() });
        await deleteSessionsOfUser(tx, id);
        // No personal data in the record of an erasure.
        await audit(tx, { actorId: actor.id, action: 'guest.erase', entity: 'user', entityId: id, details: {} });
        await notifyChange(tx, { type: 'booking', id });
      });
    },
  };
}

// Read by other modules inside their own transactions.
export { countGuestsInHouse } from './guests.admin.repository.js';
