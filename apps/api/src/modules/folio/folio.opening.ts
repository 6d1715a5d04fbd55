import { nightCharges } from './folio.ledger.js';
import type { NewFolioLine } from './folio.repository.js';

interface OpeningStay {
  id: string;
  roomNumber: string;
  checkIn: string;
  checkOut: string;
  totalCents: number;
  createdAt: Date;
  cancellation?: { chargeCents: number; cancelledAt: Date } | null;
}

/**
 * The folio lines of a stay written straight into the database (the demo data, a test's scenario): its nights,
 * and if it was cancelled their reversal and the fee; an adjustment for whatever else makes up `amountCents`,
 * the bill's amount. Stays booked through the app get their lines from the ledger as they happen.
 */
export function openingLines(stay: OpeningStay, amountCents: number): NewFolioLine[] {
  const nights = nightCharges(stay).map(({ night, cents }) => ({
    bookingId: stay.id,
    kind: 'room-night' as const,
    description: `Room ${stay.roomNumber}`,
    night,
    amountCents: cents,
    createdAt: stay.createdAt,
  }));
  const lines: NewFolioLine[] = [...nights];
  if (stay.cancellation) {
    const at = stay.cancellation.cancelledAt;
    lines.push(...nights.map((n) => ({ ...n, amountCents: -n.amountCents, reason: 'Stay cancelled', createdAt: at })));
    if (stay.cancellation.chargeCents > 0) {
      lines.push({
        bookingId: stay.id,
        kind: 'cancellation-fee',
        description: 'Cancellation fee',
        amountCents: stay.cancellation.chargeCents,
        createdAt: at,
      });
    }
  }
  const charged = lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (charged !== amountCents) {
    lines.push({
      bookingId: stay.id,
      kind: 'adjustment',
      description: 'Adjustment',
      amountCents: amountCents - charged,
      reason: 'Opening balance',
      createdAt: stay.cancellation?.cancelledAt ?? stay.createdAt,
    });
  }
  return lines;
}
