import { nightsBetween } from '@hotel/shared';
import type { Executor } from '../../db/client.js';
import { addDays } from '../../lib/hotel-time.js';
import {
  chargedNights,
  findBillOfBooking,
  folioTotals,
  insertDeskPayment,
  insertFolioLines,
  type NewFolioLine,
  netByKind,
  updateBillSummary,
} from './folio.repository.js';

/**
 * The folio's postings made inside the transaction of the change they belong to (a booking, a re-pricing, a
 * cancellation, a payment), each followed by settleBill(), which keeps the bill's summary equal to the folio.
 */

type Stay = { id: string; checkIn: string; checkOut: string; totalCents: number };
type Posting = { actorId: string | null; now: Date };

/** The stay's price night by night, any odd cent on the first night, so the nights add up to the total. */
export function nightCharges(stay: Omit<Stay, 'id'>): { night: string; cents: number }[] {
  const nights = Math.max(1, nightsBetween(stay.checkIn, stay.checkOut));
  const each = Math.floor(stay.totalCents / nights);
  const odd = stay.totalCents - each * nights;
  return Array.from({ length: nights }, (_, i) => ({
    night: addDays(stay.checkIn, i),
    cents: each + (i === 0 ? odd : 0),
  }));
}

/** Charges the stay's nights at its price (the booking's snapshot). */
export async function chargeNights(tx: Executor, stay: Stay, roomNumber: string, posting: Posting): Promise<void> {
  await insertFolioLines(tx, nightChargeLines(stay, roomNumber, posting));
}

/** The folio lines that charge a stay's nights, for a write that posts them with the stay itself. */
export function nightChargeLines(stay: Stay, roomNumber: string, posting: Posting): NewFolioLine[] {
  return nightCharges(stay).map(({ night, cents }) => ({
    bookingId: stay.id,
    kind: 'room-night',
    description: `Room ${roomNumber}`,
    night,
    amountCents: cents,
    postedBy: posting.actorId,
    createdAt: posting.now,
  }));
}

/** Takes back every night still charged, one negative line per night, with the reason. */
export async function reverseNights(tx: Executor, bookingId: string, reason: string, posting: Posting): Promise<void> {
  const nights = await chargedNights(tx, bookingId);
  await insertFolioLines(
    tx,
    nights.map((n) => ({
      bookingId,
      kind: 'room-night',
      description: n.description,
      night: n.night,
      amountCents: -n.cents,
      reason,
      postedBy: posting.actorId,
      createdAt: posting.now,
    })),
  );
}

/** A changed stay (dates or room) is re-priced night by night: the old nights reversed, the new ones charged. */
export async function repriceNights(tx: Executor, stay: Stay, roomNumber: string, posting: Posting): Promise<void> {
  await reverseNights(tx, stay.id, 'Stay changed', posting);
  await chargeNights(tx, stay, roomNumber, posting);
}

/**
 * A stay that will not happen (cancelled, released) keeps no charge but its fee: its nights are taken back,
 * and so are extras and credits posted ahead of arrival, each kind in one line, so the folio never goes below
 * what the fee makes it.
 */
export async function reverseStay(tx: Executor, bookingId: string, reason: string, posting: Posting): Promise<void> {
  await reverseNights(tx, bookingId, reason, posting);
  const net = await netByKind(tx, bookingId, ['extra', 'adjustment']);
  await insertFolioLines(
    tx,
    net
      .filter((n) => n.cents !== 0)
      .map((n) => ({
        bookingId,
        kind: n.kind,
        description: n.kind === 'extra' ? 'Extras taken back' : 'Adjustments taken back',
        amountCents: -n.cents,
        reason,
        postedBy: posting.actorId,
        createdAt: posting.now,
      })),
  );
}

export async function chargeCancellationFee(tx: Executor, bookingId: string, cents: number, posting: Posting) {
  if (cents <= 0) return;
  await insertFolioLines(tx, [
    {
      bookingId,
      kind: 'cancellation-fee',
      description: 'Cancellation fee',
      amountCents: cents,
      postedBy: posting.actorId,
      createdAt: posting.now,
    },
  ]);
}

/**
 * Makes the bill the folio's summary: `amount` is everything charged, `balance` what is still owed after
 * payments net of refunds, `refundDue` what was paid beyond the charges. The bill is confirmed when nothing is
 * owed, and stays `failed` after a failed attempt while money is owed. The caller holds the bill's lock.
 */
export async function settleBill(tx: Executor, bookingId: string, now: Date) {
  const current = await findBillOfBooking(tx, bookingId);
  if (!current) return undefined;
  const totals = await folioTotals(tx, bookingId);
  const balance = totals.chargedCents - (totals.paidCents - totals.refundedCents);
  return updateBillSummary(tx, bookingId, {
    amountCents: Math.max(totals.chargedCents, 0),
    balanceCents: Math.max(balance, 0),
    refundDueCents: Math.max(-balance, 0),
    status: balance > 0 ? (current.status === 'failed' ? 'failed' : 'pending') : 'confirmed',
    paymentMethod: totals.lastMethod ?? current.paymentMethod,
    now,
  });
}

/**
 * Records the whole balance as paid at the desk (in cash, or marked paid there) by the member of staff, and
 * settles the bill. Nothing is recorded when nothing is owed.
 */
export async function settleAtDesk(
  tx: Executor,
  bookingId: string,
  actorId: string,
  now: Date,
  method: 'cash' | 'desk' = 'desk',
): Promise<number> {
  const bill = await findBillOfBooking(tx, bookingId);
  const owed = bill?.balanceCents ?? 0;
  if (owed > 0) await insertDeskPayment(tx, { bookingId, method, amountCents: owed, postedBy: actorId, now });
  await settleBill(tx, bookingId, now);
  return owed;
}

/** A credit to the stay (an adjustment by a manager, or a goodwill refund's), with its reason and who posted it. */
export async function postCredit(
  tx: Executor,
  bookingId: string,
  credit: { cents: number; reason: string; actorId: string | null; now: Date },
): Promise<void> {
  await insertFolioLines(tx, [
    {
      bookingId,
      kind: 'adjustment',
      description: 'Adjustment',
      amountCents: -credit.cents,
      reason: credit.reason,
      postedBy: credit.actorId,
      createdAt: credit.now,
    },
  ]);
}
