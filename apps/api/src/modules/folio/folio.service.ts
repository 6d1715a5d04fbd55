import {
  type ChargeItemDto,
  type chargeItemBody,
  type chargeItemPatch,
  FOLIO_MSG,
  type FolioAnswer,
  type FolioLineDto,
  type folioAdjustmentBody,
  type folioChargeBody,
  MSG,
  takesCharges,
} from '@hotel/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError, sqlState, ValidationError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { toCents, toDollars } from '../../lib/money.js';
import type { SessionUser } from '../../plugins/session.js';
import { postCredit, settleBill } from './folio.ledger.js';
import {
  findChargeItem,
  findStayForFolio,
  insertChargeItem,
  insertFolioLines,
  listChargeItems,
  listLinesOfStay,
  listMoneyOfStay,
  updateChargeItem,
} from './folio.repository.js';

/** Lines posted at the same instant read in the order a stay's money moves. */
const LINE_ORDER: FolioLineDto['kind'][] = [
  'room-night',
  'cancellation-fee',
  'extra',
  'adjustment',
  'payment',
  'refund',
];

type ChargeItemRow = NonNullable<Awaited<ReturnType<typeof findChargeItem>>>;
const toItemDto = (row: ChargeItemRow): ChargeItemDto => ({
  _id: row.id,
  name: row.name,
  category: row.category as ChargeItemDto['category'],
  price: toDollars(row.priceCents),
  active: row.active,
});

/** Two items cannot share a name (in any case): the unique index says so, named on the field. */
const nameTaken = (err: unknown) =>
  sqlState(err) === '23505' ? new ValidationError(MSG.validation, { name: FOLIO_MSG.itemNameTaken }) : err;

type Stay = NonNullable<Awaited<ReturnType<typeof findStayForFolio>>>;

const day = (at: Date) => at.toISOString().slice(0, 10);

export function createFolioService(ctx: AppContext) {
  const db = ctx.database.db;

  /** Every line of a stay, charges and credits and money alike, signed as it moves the balance. */
  async function read(actor: SessionUser, bookingId: string): Promise<FolioAnswer> {
    const stay = await findStayForFolio(db, bookingId);
    if (!stay || (actor.role === 'guest' && stay.guestId !== actor.id))
      throw new NotFoundError(FOLIO_MSG.bookingNotFound);
    const [lines, money] = await Promise.all([listLinesOfStay(db, bookingId), listMoneyOfStay(db, bookingId)]);
    const entries: FolioLineDto[] = [
      ...lines.map(({ line, postedBy }) => ({
        _id: line.id,
        kind: line.kind as FolioLineDto['kind'],
        description: line.description,
        date: line.night ?? day(line.createdAt),
        amount: toDollars(line.amountCents),
        method: null,
        reason: line.reason,
        postedBy,
        createdAt: line.createdAt.toISOString(),
      })),
      ...money.map(({ record, postedBy }) => ({
        _id: record.id,
        kind: record.kind,
        description: record.kind === 'payment' ? `Payment (${record.method})` : `Refund to ${record.method}`,
        date: day(record.createdAt),
        amount: toDollars(record.kind === 'payment' ? -record.amountCents : record.amountCents),
        method: record.method,
        reason: record.reason,
        postedBy,
        createdAt: record.createdAt.toISOString(),
      })),
    ].sort(
      (a, b) =>
        a.createdAt.localeCompare(b.createdAt) ||
        LINE_ORDER.indexOf(a.kind) - LINE_ORDER.indexOf(b.kind) ||
        a.date.localeCompare(b.date),
    );
    const sum = (cents: number[]) => cents.reduce((s, c) => s + c, 0);
    const charged = sum(lines.map((l) => l.line.amountCents));
    const paid = sum(money.filter((m) => m.record.kind === 'payment').map((m) => m.record.amountCents));
    const refunded = sum(money.filter((m) => m.record.kind === 'refund').map((m) => m.record.amountCents));
    return {
      booking: {
        _id: stay.id,
        reference: stay.reference,
        status: stay.status,
        guestName: stay.guestName,
        roomNumber: stay.roomNumber,
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
      },
      lines: entries,
      totals: {
        charged: toDollars(charged),
        paid: toDollars(paid),
        refunded: toDollars(refunded),
        balance: toDollars(charged - paid + refunded),
      },
    };
  }

  /** Posts a change to the stay's folio under its bill's lock, settles the bill, and tells the live screens. */
  async function post(
    actor: SessionUser,
    bookingId: string,
    change: (tx: Executor, stay: Stay) => Promise<Record<string, unknown>>,
  ) {
    await db.transaction(async (tx) => {
      const stay = await findStayForFolio(tx, bookingId, { lock: true });
      if (!stay) throw new NotFoundError(FOLIO_MSG.bookingNotFound);
      const details = await change(tx, stay);
      await settleBill(tx, bookingId, ctx.now());
      await audit(tx, { actorId: actor.id, action: 'folio.post', entity: 'booking', entityId: bookingId, details });
      await notifyChange(tx, { type: 'billing', id: stay.bill.id, billOnly: true });
      await notifyChange(tx, { type: 'booking', id: bookingId, billOnly: true });
    });
    return read(actor, bookingId);
  }

  return {
    read,

    /** A charge from the catalogue (times a quantity) or one of the desk's own with a reason. */
    async charge(actor: SessionUser, bookingId: string, body: z.output<typeof folioChargeBody>) {
      const folio = await post(actor, bookingId, async (tx, stay) => {
        if (!takesCharges(stay.status)) throw new ConflictError(FOLIO_MSG.notChargeable);
        let description = body.description ?? '';
        let cents = toCents(body.amount ?? 0);
        let itemId: string | null = null;
        if (body.itemId) {
          const item = await findChargeItem(tx, body.itemId);
          if (!item) throw new ValidationError(MSG.validation, { itemId: FOLIO_MSG.itemNotFound });
          if (!item.active) throw new ValidationError(MSG.validation, { itemId: FOLIO_MSG.itemRetired });
          itemId = item.id;
          description = body.quantity > 1 ? `${item.name} × ${body.quantity}` : item.name;
          cents = item.priceCents * body.quantity;
        }
        const now = ctx.now();
        await insertFolioLines(tx, [
          {
            bookingId,
            kind: 'extra',
            description,
            amountCents: cents,
            chargeItemId: itemId,
            reason: body.reason ?? null,
            postedBy: actor.id,
            createdAt: now,
          },
        ]);
        return { kind: 'extra', description, amountCents: cents, reason: body.reason ?? null };
      });
      return { message: FOLIO_MSG.charged, folio };
    },

    /** A credit to the stay by a manager or an admin, never more than what is charged. */
    async adjust(actor: SessionUser, bookingId: string, body: z.output<typeof folioAdjustmentBody>) {
      const folio = await post(actor, bookingId, async (tx, stay) => {
        const cents = toCents(body.amount);
        if (cents > stay.bill.amountCents) {
          throw new ValidationError(MSG.validation, {
            amount: FOLIO_MSG.adjustmentTooLarge(toDollars(stay.bill.amountCents).toFixed(2)),
          });
        }
        await postCredit(tx, bookingId, { cents, reason: body.reason, actorId: actor.id, now: ctx.now() });
        return { kind: 'adjustment', amountCents: -cents, reason: body.reason };
      });
      return { message: FOLIO_MSG.adjusted, folio };
    },

    async listItems(all: boolean) {
      const rows = await listChargeItems(db, { activeOnly: !all });
      return { items: rows.map(toItemDto) };
    },

    async createItem(actor: SessionUser, body: z.output<typeof chargeItemBody>) {
      try {
        const row = await db.transaction(async (tx) => {
          const now = ctx.now();
          const item = await insertChargeItem(tx, {
            name: body.name,
            category: body.category,
            priceCents: toCents(body.price),
            createdAt: now,
            updatedAt: now,
          });
          await audit(tx, {
            actorId: actor.id,
            action: 'charge-item.create',
            entity: 'charge-item',
            entityId: item.id,
            details: body,
          });
          return item;
        });
        return { message: FOLIO_MSG.itemSaved, item: toItemDto(row) };
      } catch (err) {
        throw nameTaken(err);
      }
    },

    async updateItem(actor: SessionUser, id: string, body: z.output<typeof chargeItemPatch>) {
      try {
        const row = await db.transaction(async (tx) => {
          const item = await updateChargeItem(tx, id, {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.category !== undefined ? { category: body.category } : {}),
            ...(body.price !== undefined ? { priceCents: toCents(body.price) } : {}),
            ...(body.active !== undefined ? { active: body.active } : {}),
            now: ctx.now(),
          });
          if (!item) throw new NotFoundError(FOLIO_MSG.itemNotFound);
          await audit(tx, {
            actorId: actor.id,
            action: 'charge-item.update',
            entity: 'charge-item',
            entityId: id,
            details: body,
          });
          return item;
        });
        return { message: FOLIO_MSG.itemSaved, item: toItemDto(row) };
      } catch (err) {
        throw nameTaken(err);
      }
    },
  };
}
