import { INVOICE_MSG, nightsBetween } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors.js';
import { toCents } from '../../lib/money.js';
import type { SessionUser } from '../../plugins/session.js';
import { findBookingWithRelations } from '../bookings/bookings.service.js';
import { createFolioService } from '../folio/folio.service.js';

export interface InvoiceLine {
  date: string;
  description: string;
  amountCents: number;
}

/** What the invoice of one booking says, in cents: its charges, the money that moved, and what is left. */
export interface Invoice {
  reference: string;
  issuedOn: string;
  guest: { name: string; email: string };
  room: { roomNumber: string; title: string };
  stay: { checkIn: string; checkOut: string; nights: number; status: string };
  charges: InvoiceLine[];
  totalCents: number;
  /** Taxes included in the total, per kind of charge the hotel configures a rate for. */
  taxes: { label: string; rate: number; cents: number }[];
  payments: InvoiceLine[];
  refunds: InvoiceLine[];
  balanceDueCents: number;
  refundDueCents: number;
}

const day = (at: Date) => at.toISOString().slice(0, 10);
const includedTax = (cents: number, rate: number) => Math.round(cents - cents / (1 + rate));

export function createInvoiceService(ctx: AppContext) {
  const folios = createFolioService(ctx);

  return {
    /**
     * The invoice of a booking, from its folio: a guest's own (another's is "not found"), any for the desk and
     * management. Room nights are shown as they stand (a night taken back by a change or a cancellation is not
     * listed), then the fee, the extras and the adjustments; then the payments and refunds.
     */
    async buildInvoice(actor: SessionUser, bookingId: string): Promise<Invoice> {
      const row = await findBookingWithRelations(ctx.database.db, bookingId);
      if (!row || (actor.role === 'guest' && row.booking.guestId !== actor.id)) {
        throw new NotFoundError(INVOICE_MSG.notFound);
      }
      const folio = await folios.read(actor, bookingId);
      const { booking } = row;
      const nights = Math.max(1, nightsBetween(booking.checkIn, booking.checkOut));

      const perNight = new Map<string, InvoiceLine>();
      const charges: InvoiceLine[] = [];
      let roomCents = 0;
      let extrasCents = 0;
      for (const line of folio.lines) {
        const cents = toCents(line.amount);
        if (line.kind === 'room-night') {
          roomCents += cents;
          const night = perNight.get(line.date) ?? {
            date: line.date,
            description: `${line.description}, night of ${line.date}`,
            amountCents: 0,
          };
          night.amountCents += cents;
          perNight.set(line.date, night);
        } else if (line.kind === 'cancellation-fee') {
          charges.push({ date: line.date, description: 'Cancellation charge (first night)', amountCents: cents });
        } else if (line.kind === 'extra') {
          extrasCents += cents;
          charges.push({ date: line.date, description: line.description, amountCents: cents });
        } else if (line.kind === 'adjustment') {
          charges.push({ date: line.date, description: `Adjustment: ${line.reason ?? ''}`, amountCents: cents });
        }
      }
      charges.unshift(
        ...[...perNight.values()].filter((n) => n.amountCents !== 0).sort((a, b) => a.date.localeCompare(b.date)),
      );
      for (const service of booking.additionalServices) {
        charges.push({ date: booking.checkIn, description: `${service} (complimentary)`, amountCents: 0 });
      }

      const money = (kind: 'payment' | 'refund') =>
        folio.lines
          .filter((l) => l.kind === kind)
          .map((l) => ({
            date: l.date,
            description: kind === 'payment' ? `Payment by ${l.method}` : `Refund to ${l.method}: ${l.reason ?? ''}`,
            amountCents: Math.abs(toCents(l.amount)),
          }));
      const balance = toCents(folio.totals.balance);
      const { roomTaxRate, extrasTaxRate } = ctx.config.invoice;
      const taxes = [
        { label: 'room tax', rate: roomTaxRate, cents: includedTax(roomCents, roomTaxRate) },
        { label: 'tax on extras', rate: extrasTaxRate, cents: includedTax(extrasCents, extrasTaxRate) },
      ].filter((t) => t.rate > 0);
      return {
        reference: booking.reference,
        issuedOn: day(ctx.now()),
        guest: { name: row.guest.name, email: row.guest.email ?? '' },
        room: { roomNumber: row.room.roomNumber, title: row.room.title },
        stay: { checkIn: booking.checkIn, checkOut: booking.checkOut, nights, status: booking.status },
        charges,
        totalCents: toCents(folio.totals.charged),
        taxes,
        payments: money('payment'),
        refunds: money('refund'),
        balanceDueCents: Math.max(balance, 0),
        refundDueCents: Math.max(-balance, 0),
      };
    },
  };
}
