import { guestBookingPath, nightsBetween } from '@hotel/shared';
import { createElement } from 'react';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { cancellationQuote } from '../bookings/bookings.cancel.service.js';
import {
  findStayForMail,
  insertStayMailRow,
  type NewOutboxRow,
  type OutboxRow,
  type StayForMail,
  storeDrawnMail,
} from './mail.repository.js';
import { renderMail } from './mail.service.js';
import {
  ArrivalReminder,
  BookingConfirmation,
  CancellationNotice,
  PaymentReceipt,
  type StayView,
} from './templates/messages.js';

// Formatters made once: toLocaleString with options makes a new one on every call, which costs far more than
// the formatting (a tenth of the mail sender's CPU went there).
const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const calendarDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const hotelClocks = new Map<string, Intl.DateTimeFormat>();

export const money = (cents: number) => `$${dollars.format(cents / 100)}`;

/** 2031-03-10 → "Monday, March 10, 2031" (a stay date is a calendar day, so it is read in UTC). */
export const longDate = (date: string) => calendarDay.format(new Date(`${date}T00:00:00Z`));

export function hotelInstant(at: Date, timeZone: string): string {
  let format = hotelClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    hotelClocks.set(timeZone, format);
  }
  return format.format(at);
}

export const bookingLink = (ctx: AppContext, bookingId: string) =>
  `${ctx.config.mail.publicUrl}${guestBookingPath(bookingId)}`;

function stayView(ctx: AppContext, stay: StayForMail): StayView {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const { chargeCents, freeUntil } = cancellationQuote(stay, ctx.config.hotelTimezone, ctx.now());
  return {
    guestName: stay.guestName,
    reference: stay.reference,
    arrival: longDate(stay.checkIn),
    departure: longDate(stay.checkOut),
    room: `${stay.roomTitle} (room ${stay.roomNumber}), ${nights} night${nights === 1 ? '' : 's'}`,
    party: `${stay.guests} guest${stay.guests === 1 ? '' : 's'}`,
    services: stay.additionalServices.length > 0 ? stay.additionalServices.join(', ') : 'None',
    total: money(stay.totalCents),
    freeCancellationUntil: chargeCents === 0 ? hotelInstant(freeUntil, ctx.config.hotelTimezone) : null,
    link: bookingLink(ctx, stay.id),
  };
}

export type StayMail =
  | { kind: 'booking_confirmation' }
  | { kind: 'reminder' }
  | { kind: 'payment_receipt'; amountCents: number }
  | { kind: 'cancellation'; chargeCents: number; refundCents: number };

/**
 * Queues a message about a stay to its guest, in the caller's transaction; a guest without an address (a walk-in)
 * gets none. Only the row is written here: the message is drawn after the commit (drawQueuedMail), so the
 * transaction, which holds the room's lock, does not wait for a drawing (~10 ms of CPU). Never throws for the
 * message's sake.
 */
export async function enqueueStayMail(ctx: AppContext, tx: Executor, bookingId: string, mail: StayMail) {
  try {
    // Under a savepoint: a message that cannot be queued never fails the change around it.
    return await tx.transaction((sp) =>
      insertStayMailRow(sp, {
        kind: mail.kind,
        bookingId,
        subjectStart: subjectFor(mail),
        stayMail: mail,
        at: ctx.now(),
      }),
    );
  } catch (err) {
    ctx.log?.warn({ event: 'mail_enqueue_failed', kind: mail.kind, err: String(err) }, 'mail not queued');
    return false;
  }
}

/**
 * The outbox row of a message about a stay whose guest address and reference the caller holds already: for a
 * write that queues the message in the very statement that makes the stay (no savepoint, no second round trip).
 * Null for a guest without an address.
 */
export function stayMailRow(
  ctx: AppContext,
  stay: { id: string; reference: string; guestEmail: string | null },
  mail: StayMail,
): NewOutboxRow | null {
  if (!stay.guestEmail) return null;
  const at = ctx.now();
  return {
    kind: mail.kind,
    toAddress: stay.guestEmail,
    subject: `${subjectFor(mail)} (${stay.reference})`,
    bookingId: stay.id,
    stayMail: mail,
    createdAt: at,
    nextAttemptAt: at,
  };
}

/**
 * A message about a new stay for the write that makes the stay and addresses the message itself: to the guest's
 * e-mail, its subject `subjectStart` ended by the stay's reference in parentheses, as stayMailRow's.
 */
export const stayMailForNewStay = (ctx: AppContext, mail: StayMail) => ({
  kind: mail.kind,
  subjectStart: subjectFor(mail),
  stayMail: mail,
  at: ctx.now(),
});

/**
 * The message of a queued row, drawn from its stay as it is now, and kept on the row. A row drawn already is
 * returned as it is.
 */
export async function drawQueuedMail(ctx: AppContext, row: OutboxRow): Promise<{ html: string; text: string }> {
  if (row.html !== null && row.text !== null) return { html: row.html, text: row.text };
  if (!row.bookingId || !row.stayMail) throw new Error('nothing to draw this message from');
  const stay = await findStayForMail(ctx.database.db, row.bookingId);
  if (!stay) throw new Error('the stay of this message is gone');
  const drawn = await renderMail(messageFor(row.stayMail as StayMail, stayView(ctx, stay), stay));
  await storeDrawnMail(ctx.database.db, row.id, drawn);
  return drawn;
}

/** A message's subject up to the stay's reference, which the outbox row adds in parentheses. */
function subjectFor(mail: StayMail): string {
  switch (mail.kind) {
    case 'booking_confirmation':
      return 'Your stay at The Aurelia is booked';
    case 'reminder':
      return 'See you in two days at The Aurelia';
    case 'payment_receipt':
      return 'Payment received for your stay';
    case 'cancellation':
      return 'Your stay at The Aurelia is cancelled';
  }
}

function messageFor(mail: StayMail, stay: StayView, row: StayForMail) {
  switch (mail.kind) {
    case 'booking_confirmation':
      return createElement(BookingConfirmation, { stay });
    case 'reminder':
      return createElement(ArrivalReminder, { stay });
    case 'payment_receipt':
      return createElement(PaymentReceipt, {
        stay,
        amount: money(mail.amountCents),
        balance: money(row.balanceCents ?? 0),
      });
    case 'cancellation':
      return createElement(CancellationNotice, {
        stay,
        charge: money(mail.chargeCents),
        refund: mail.refundCents > 0 ? money(mail.refundCents) : null,
      });
  }
}
