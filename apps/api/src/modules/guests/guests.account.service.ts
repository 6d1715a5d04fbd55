import {
  balanceDue,
  CANCEL_MSG,
  type DashboardBookingDto,
  type GuestBookingsAnswer,
  MSG,
  type ProfileUser,
  STAFF_PASSWORD_MIN,
} from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { toDollars } from '../../lib/money.js';
import { hashPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../plugins/session.js';
import { assertPasswordAcceptable, createAuthService } from '../auth/auth.service.js';
import { deleteSessionsOfUser } from '../auth/auth.sessions.service.js';
import { cancellationQuote } from '../bookings/bookings.cancel.service.js';
import { toGuestBookingDto } from '../bookings/bookings.dto.js';
import { createReleaseService } from '../bookings/bookings.release.service.js';
import {
  findGuestBooking,
  findProfile,
  listGuestBookings,
  sumConfirmedBillings,
  updateProfile,
} from './guests.account.repository.js';

/** The profile body after the shared schema: a blank password is already dropped. */
type GuestBookingRow = Awaited<ReturnType<typeof listGuestBookings>>[number];

type ProfileInput = {
  name: string;
  phone: string;
  password?: string | undefined;
  currentPassword?: string | undefined;
};

const toProfileUser = (row: NonNullable<Awaited<ReturnType<typeof findProfile>>>): ProfileUser => ({
  id: row.id,
  name: row.name,
  email: row.email ?? '',
  role: row.role,
  phone: row.phone ?? '',
});

export function createGuestAccountService(ctx: AppContext) {
  const db = ctx.database.db;
  const auth = createAuthService(ctx);
  const release = createReleaseService(ctx);

  return {
    async profile(user: SessionUser): Promise<ProfileUser> {
      const row = await findProfile(db, user.id);
      if (!row) throw new NotFoundError();
      return toProfileUser(row);
    },

    /**
     * Name and phone, and a new password when one is given: a new password ends every other session of
     * the account (a stolen session does not survive the owner changing the password); this one stays.
     */
    async updateProfile(user: SessionUser, sessionId: string | null, body: ProfileInput, ip: string) {
      const password = body.password;
      let passwordHash: string | undefined;
      if (password !== undefined) {
        if (user.role !== 'guest' && password.length < STAFF_PASSWORD_MIN) {
          throw new ValidationError(MSG.validation, { password: MSG.staffPasswordTooShort });
        }
        assertPasswordAcceptable(password, user.email);
        await auth.checkOwnPassword(user, body.currentPassword, ip);
        passwordHash = await hashPassword(password, ip);
      }
      await db.transaction(async (tx) => {
        await updateProfile(tx, user.id, { name: body.name, phone: body.phone || null, passwordHash, now: ctx.now() });
        if (passwordHash) await deleteSessionsOfUser(tx, user.id, sessionId ?? undefined);
      });
      return this.profile(user);
    },

    async bookings(user: SessionUser): Promise<GuestBookingsAnswer> {
      const [rows, spentCents] = await Promise.all([listGuestBookings(db, user.id), sumConfirmedBillings(db, user.id)]);
      const now = ctx.now();
      const bookings = rows.map((row) => toDashboardBooking(row, now));
      return { totalBookings: bookings.length, totalAmountSpent: toDollars(spentCents), bookings };
    },

    /** One of the guest's stays; another guest's answers as an id that exists nowhere. */
    async booking(user: SessionUser, bookingId: string): Promise<DashboardBookingDto> {
      const row = await findGuestBooking(db, user.id, bookingId);
      if (!row) throw new NotFoundError(CANCEL_MSG.bookingNotFound);
      return toDashboardBooking(row, ctx.now());
    },
  };

  function toDashboardBooking(row: GuestBookingRow, now: Date): DashboardBookingDto {
    const { booking, bill } = row;
    const reserved = booking.status === 'reserved';
    const quote = reserved ? cancellationQuote(booking, ctx.config.hotelTimezone, now) : null;
    const confirmed = row.billing?.status === 'confirmed' && bill?.updatedAt;
    return {
      ...toGuestBookingDto(row),
      paidAt: confirmed ? bill.updatedAt.toISOString() : null,
      refundDue: toDollars(bill?.refundDueCents ?? 0),
      refunded: toDollars(row.refundedCents),
      releaseAt:
        reserved &&
        booking.createdBy === booking.guestId &&
        balanceDue(row.billing && { balance: row.billing.balanceCents }) > 0
          ? (release.releaseAt(booking.checkIn)?.toISOString() ?? null)
          : null,
      releasedAt: booking.releasedAt?.toISOString() ?? null,
      cancellationCharge: quote
        ? toDollars(quote.chargeCents)
        : booking.status === 'cancelled'
          ? toDollars(booking.cancellationChargeCents ?? 0)
          : null,
      freeCancellationUntil: quote ? quote.freeUntil.toISOString() : null,
      cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    };
  }
}
