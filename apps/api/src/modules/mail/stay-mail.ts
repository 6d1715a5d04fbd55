import { guestBookingPath, nightsBetween } from '@hotel/shared';
import { createElement } from 'react';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { cancellationQuote } from '../bookings/cancel.service.js';
import { findStayForMail, type StayForMail } from './mail.repository.js';
import { enqueueMail, type MailKind } from './mail.service.js';
import {
  ArrivalReminder,
  BookingConfirmation,
  CancellationNotice,
  PaymentReceipt,
  type StayView,
} from './templates/messages.js';

export const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 2031-03-10 → "Monday, March 10, 2031" (a stay date is a calendar day, so it is read in UTC). */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export const hotelInstant = (at: Date, timeZone: string) =>
  at.toLocaleString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

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
 * gets none. Never throws for the message's sake (enqueueMail).
 */
export async function enqueueStayMail(ctx: AppContext, tx: Executor, bookingId: string, mail: StayMail) {
  let message: { subject: string; body: ReturnType<typeof createElement> };
  let to: string;
  try {
    const stay = await findStayForMail(tx, bookingId);
    if (!stay?.guestEmail) return false;
    to = stay.guestEmail;
    const view = stayView(ctx, stay);
    message = messageFor(mail, view, stay);
  } catch (err) {
    ctx.log?.warn({ event: 'mail_render_failed', kind: mail.kind, err: String(err) }, 'mail not rendered');
    return false;
  }
  return enqueueMail(ctx, tx, { kind: mail.kind as MailKind, to, bookingId, ...message });
}

function messageFor(mail: StayMail, stay: StayView, row: StayForMail) {
  switch (mail.kind) {
    case 'booking_confirmation':
      return {
        subject: `Your stay at The Aurelia is booked (${stay.reference})`,
        body: createElement(BookingConfirmation, { stay }),
      };
    case 'reminder':
      return {
        subject: `See you in two days at The Aurelia (${stay.reference})`,
        body: createElement(ArrivalReminder, { stay }),
      };
    case 'payment_receipt':
      return {
        subject: `Payment received for your stay (${stay.reference})`,
        body: createElement(PaymentReceipt, {
          stay,
          amount: money(mail.amountCents),
          balance: money(row.balanceCents ?? 0),
        }),
      };
    case 'cancellation':
      return {
        subject: `Your stay at The Aurelia is cancelled (${stay.reference})`,
        body: createElement(CancellationNotice, {
          stay,
          charge: money(mail.chargeCents),
          refund: mail.refundCents > 0 ? money(mail.refundCents) : null,
        }),
      };
  }
}
