import {
  type Column,
  eq,
  getTableColumns,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
  type Table,
} from 'drizzle-orm';
import type { BookingWithRelations } from '../../db/booking-with-relations.js';
import type { Executor } from '../../db/client.js';
import { type Notices, noticeValues, notifyPlaceholders } from '../../db/notify.js';
import { listPlaceholders, preparedByShape, putValues } from '../../db/prepared.js';
import { columnsList, rowOf, rowsOf } from '../../db/rows.js';
import { billings, bookings, folioLines, mailOutbox, rooms, users } from '../../db/schema.js';

export type BookingRecord = typeof bookings.$inferSelect;
export type RoomRecord = typeof rooms.$inferSelect;

// The Booking JSON read model lives in db/ because other modules' repositories build on it too.
export {
  type BookingWithRelations,
  bookingWithRelationsColumns,
  findBookingWithRelations,
  selectBookingsWithRelations,
} from '../../db/booking-with-relations.js';

export async function findUserSummary(
  db: Executor,
  id: string,
): Promise<{ id: string; role: string; status: string } | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Serializes the writes that put stays into one room: two overlapping writes would otherwise each wait for the
 * other inside the exclusion constraint, and PostgreSQL would abort one as a deadlock (40P01) instead of a
 * plain overlap. The lock is the database's lock_room_bookings (migration 0017), held until the transaction ends.
 */
export async function lockRoomBookings(tx: Executor, roomId: string): Promise<void> {
  await tx.execute(sql`select ${roomBookingLockCalls(roomId)}`);
}

/**
 * The locks of lockRoomBookings as select-list expressions, room first, for a statement that takes them itself;
 * with a guest, also the guest's reservations lock (lock_guest_reservations), which serialises one guest's bookings
 * so that two at once cannot both pass the cap on unpaid reservations. Never taken before a room's lock.
 */
function roomBookingLockCalls(roomId: string | Placeholder, guestId?: string | Placeholder) {
  const room = sql`lock_room_bookings(${roomId})`;
  return guestId ? sql`${room}, lock_guest_reservations(${guestId})` : room;
}

/**
 * The room a stay is being written into, held until the transaction ends: an edit of the room (its price,
 * capacity or status) waits for the booking, or the booking waits for the edit and reads its outcome.
 */
export async function findRoomForStay(tx: Executor, roomId: string): Promise<typeof rooms.$inferSelect | null> {
  const [row] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).limit(1).for('share');
  return row ?? null;
}

// The two statements of a new stay are written out by hand: Drizzle took ~1 ms of CPU to build them for every
// booking, more than the rest of the request; their rows are mapped back by the tables' columns (rowOf).

/**
 * What a new stay is checked against, in the statement that takes the room's locks (lockRoomBookings; the guest's
 * too, for a guest's own booking): the room, held FOR SHARE until the transaction ends (an edit of its price,
 * capacity or status waits for the booking, or the booking reads the edit's outcome), the guest it is for, and the
 * reference the stay will have. Prepared (its shapes: with the guest's lock or without), so it is not planned anew
 * for every booking. The guest's unpaid reservations are counted by the write (insertStay), whose snapshot comes
 * after the locks were granted: this statement's own was taken before.
 */
export function lockRoomThenReadNewStay(tx: Executor, roomId: string, guestId: string, lockGuest: boolean) {
  const room = sql.placeholder('room');
  const guest = sql.placeholder('guest');
  return newStayRead(
    tx,
    lockGuest ? 'guest' : 'staff',
    () => sql`
      select ${roomBookingLockCalls(room, lockGuest ? guest : undefined)},
        ${columnsList(rooms, 'r')}, u.id as guest__id, u.name as guest__name, u.email as guest__email, u.role as guest__role,
        booking_reference() as new__reference
      from rooms r left join users u on u.id = ${guest}
      where r.id = ${room}
      for share of r`,
    { room: roomId, guest: guestId },
  ).then((result) => newStayOf(rowsOf(result)));
}

const newStayRead = preparedByShape();

/** The room, guest and reference read by lockRoomThenReadNewStay; null when the room does not exist. */
function newStayOf(rows: Record<string, unknown>[]) {
  const [row] = rows;
  if (!row) return null;
  const guest =
    row.guest__id === null
      ? null
      : {
          id: row.guest__id as string,
          name: row.guest__name as string,
          email: row.guest__email as string | null,
          role: row.guest__role as (typeof users.$inferSelect)['role'],
        };
  return { room: rowOf(rooms, row), guest, reference: row.new__reference as string };
}

type Insert<T extends Table> = T['$inferInsert'];

/** A row to write: the columns it sets (its keys not left undefined) and its values for them, as the driver takes them. */
function rowToWrite<T extends Table>(table: T, row: Insert<T>): { keys: string[]; values: unknown[] } {
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys: string[] = [];
  const values: unknown[] = [];
  for (const key of Object.keys(row)) {
    const value = row[key as keyof Insert<T>];
    if (value === undefined) continue;
    keys.push(key);
    values.push(value === null ? null : columns[key]!.mapToDriverValue(value));
  }
  return { keys, values };
}

/** `"a", "b", "c"`: the table's column names of `keys`. */
const namesOf = (table: Table, keys: string[]) => {
  const columns = getTableColumns(table) as Record<string, Column>;
  return sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(', '));
};

/** `(a, b, c) values (…)` of one row's columns `keys`, its values listPlaceholders(prefix, …) (putValues). */
const valuesOf = (table: Table, keys: string[], prefix: string) =>
  sql`(${namesOf(table, keys)}) values (${sql.join(listPlaceholders(prefix, keys.length), sql`, `)})`;

/**
 * `(a, b, c) select rec.a, rec.b, rec.c from jsonb_populate_recordset(…) rec` for rows given as one JSON parameter
 * (the placeholder `name`), so the statement's text is the same however many rows there are, and a statement may
 * join other rows after it (`, new_booking`) without a name becoming ambiguous; the rows' columns are those the first
 * row sets, and take their types from the table. The parameter's value is recordsOf's.
 */
const recordsetOf = (table: Table, keys: string[], name: string) => {
  const columns = getTableColumns(table) as Record<string, Column>;
  const fromRecords = sql.raw(keys.map((key) => `rec."${columns[key]!.name}"`).join(', '));
  return sql`(${namesOf(table, keys)}) select ${fromRecords} from jsonb_populate_recordset(null::${table}, ${sql.placeholder(name)}::jsonb) rec`;
};

function recordsOf<T extends Table>(table: T, rows: Insert<T>[]): { keys: string[]; json: string } {
  const { keys } = rowToWrite(table, rows[0]!);
  const columns = getTableColumns(table) as Record<string, Column>;
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      const value = row[key as keyof Insert<T>];
      record[columns[key]!.name] = value === null || value === undefined ? null : columns[key]!.mapToDriverValue(value);
    }
    return record;
  });
  return { keys, json: JSON.stringify(records) };
}

/**
 * How many of a guest's reservations are unpaid and not yet ended on `since`: what the cap on unpaid reservations
 * counts, by the database's unpaid_reservations (migration 0017), in the snapshot of the statement it is part of.
 */
export const unpaidReservationsCount = (guestId: SQLWrapper, since: SQLWrapper): SQL =>
  sql`unpaid_reservations(${guestId}, ${since})`;

/** What a new stay's bill returns, by names no other table's columns take in the same row (newBillOf reads them). */
const newBillColumns = sql.raw(
  'id as bill__id, amount_cents as bill__amount, status as bill__status, balance_cents as bill__balance',
);

/** A new stay's bill as Booking JSON shows it, from the row newBillColumns returned. */
const newBillOf = (row: Record<string, unknown>): BookingWithRelations['billing'] => ({
  id: row.bill__id as string,
  amountCents: Number(row.bill__amount),
  status: row.bill__status as (typeof billings.$inferSelect)['status'],
  balanceCents: Number(row.bill__balance),
});

/**
 * A new stay in one statement: the booking, its bill, its nights on the folio, its confirmation in the outbox
 * and the change announced (NOTIFY, sent only if the transaction commits). The overlap rules refuse it as they
 * refuse a lone insert (23P01); the rows reference each other by the booking's id, known before the write.
 * With `unpaidOf`, it also counts the guest's unpaid upcoming reservations (reserved, not ended, bill not confirmed)
 * other than this one, as they stood once the guest's lock was granted: the caller refuses the stay, and so
 * rolls it back, when they are too many. Prepared, and built once for each of its few shapes.
 */
export async function insertStay(
  tx: Executor,
  stay: {
    booking: Insert<typeof bookings> & { id: string; reference: string };
    bill: Insert<typeof billings>;
    nights: Insert<typeof folioLines>[];
    mail: Insert<typeof mailOutbox> | null;
    notices: Notices;
    unpaidOf?: { guestId: string; since: string };
  },
): Promise<{ booking: BookingRecord; billing: BookingWithRelations['billing']; unpaid: number }> {
  const booking = rowToWrite(bookings, stay.booking);
  const bill = rowToWrite(billings, stay.bill);
  const nights = stay.nights.length > 0 ? recordsOf(folioLines, stay.nights) : null;
  const mail = stay.mail ? rowToWrite(mailOutbox, stay.mail) : null;
  const { unpaidOf, notices } = stay;
  // Only the placeholders of this shape: a value for one it does not have would go unnoticed.
  const values: Record<string, unknown> = {};
  if (nights) values.nights = nights.json;
  if (unpaidOf) Object.assign(values, { unpaidGuest: unpaidOf.guestId, since: unpaidOf.since });
  putValues(values, 'b', booking.values);
  putValues(values, 'l', bill.values);
  if (mail) putValues(values, 'm', mail.values);
  noticeValues(notices, 'n', values);
  const shape = [
    booking.keys,
    bill.keys,
    nights?.keys ?? '',
    mail?.keys ?? '',
    unpaidOf ? 'unpaid' : '',
    notices.payloads.length,
  ].join(' | ');
  const unpaid = unpaidOf ? unpaidReservationsCount(sql.placeholder('unpaidGuest'), sql.placeholder('since')) : sql`0`;
  const result = await newStayWrite(
    tx,
    shape,
    () => sql`
      with new_booking as (insert into bookings ${valuesOf(bookings, booking.keys, 'b')} returning ${columnsList(bookings)}),
        new_bill as (insert into billings ${valuesOf(billings, bill.keys, 'l')}
          returning ${newBillColumns})
        ${nights ? sql`, new_nights as (insert into folio_lines ${recordsetOf(folioLines, nights.keys, 'nights')})` : sql``}
        ${mail ? sql`, new_mail as (insert into mail_outbox ${valuesOf(mailOutbox, mail.keys, 'm')})` : sql``}
      select new_booking.*, new_bill.*, ${unpaid} as unpaid__count, ${notifyPlaceholders(notices.payloads.length, 'n')}
      from new_booking, new_bill`,
    values,
  );
  const [row] = rowsOf(result);
  return {
    booking: rowOf(bookings, row!),
    billing: newBillOf(row!),
    unpaid: Number(row!.unpaid__count),
  };
}

const newStayWrite = preparedByShape();

/** What insertGuestStayIfAsPriced writes: a new stay, its id chosen and its reference left to the database. */
export interface GuestStay {
  booking: Insert<typeof bookings> & { id: string };
  bill: Insert<typeof billings>;
  nights: Insert<typeof folioLines>[];
  /** The confirmation to queue, addressed to the guest's e-mail and its subject ended by the stay's reference. */
  mail: { kind: string; subjectStart: string; stayMail: unknown; at: Date };
  notices: Notices;
  /** The room as the stay was priced and checked: it must still be so when the room's lock is granted. */
  room: { id: string; priceCents: number; roomNumber: string; capacity: number; status: string };
  guestId: string;
  /** The cap on unpaid reservations, counted on `since` (the hotel's today). */
  maxUnpaid: number;
  since: string;
}

/** The room as a new stay's answer shows it. */
export type StayRoom = Pick<
  typeof rooms.$inferSelect,
  'id' | 'roomNumber' | 'type' | 'title' | 'status' | 'housekeeping'
>;

/**
 * A guest's own booking of a room the server has read before, in one statement and one round trip, with no
 * transaction around it:
 * - lock_guest_booking (migration 0017) takes the room's lock, then the guest's, and counts the guest's unpaid
 *   reservations as they stand once both are granted;
 * - the room is held FOR SHARE and must still be as the stay was priced and checked (its price, number, capacity
 *   and status), the guest must still be a guest, and the count under the cap;
 * - then the booking, its bill, its nights, its confirmation and the change's notices are written as insertStay
 *   writes them, the reference made by the bookings' default.
 * Null when any of those did not hold, and nothing was written: the caller then books the stay the longer way,
 * which reads the room and the guest afresh and answers for each. The overlap rules refuse a stay as they refuse
 * insertStay's (23P01). Prepared, and built once for each of its few shapes.
 */
export async function insertGuestStayIfAsPriced(
  db: Executor,
  stay: GuestStay,
): Promise<{
  booking: BookingRecord;
  billing: BookingWithRelations['billing'];
  room: StayRoom;
  guest: { id: string; name: string; email: string | null };
} | null> {
  const booking = recordsOf(bookings, [stay.booking]);
  const bill = recordsOf(billings, [stay.bill]);
  const nights = stay.nights.length > 0 ? recordsOf(folioLines, stay.nights) : null;
  const { room, mail, notices } = stay;
  const values: Record<string, unknown> = {
    room: room.id,
    guest: stay.guestId,
    since: stay.since,
    maxUnpaid: stay.maxUnpaid,
    price: room.priceCents,
    number: room.roomNumber,
    capacity: room.capacity,
    status: room.status,
    booking: booking.json,
    bill: bill.json,
    mailKind: mail.kind,
    subjectStart: mail.subjectStart,
    stayMail: JSON.stringify(mail.stayMail),
    mailAt: mail.at.toISOString(),
  };
  if (nights) values.nights = nights.json;
  noticeValues(notices, 'n', values);
  const shape = [booking.keys, bill.keys, nights?.keys ?? '', notices.payloads.length].join(' | ');
  const p = sql.placeholder;
  const result = await guestStayWrite(
    db,
    shape,
    () => sql`
      with locked as materialized (select lock_guest_booking(${p('room')}, ${p('guest')}, ${p('since')}) as unpaid),
        room as materialized (
          select r.id, r.room_number, r.type, r.title, r.status, r.housekeeping from rooms r, locked
          where r.id = ${p('room')} and locked.unpaid < ${p('maxUnpaid')} and r.price_cents = ${p('price')}
            and r.room_number = ${p('number')} and r.capacity = ${p('capacity')} and r.status = ${p('status')}
          for share of r),
        guest as materialized (select u.id, u.name, u.email from users u where u.id = ${p('guest')} and u.role = 'guest'),
        new_booking as (insert into bookings ${recordsetOf(bookings, booking.keys, 'booking')}, room, guest
          returning ${columnsList(bookings)}),
        new_bill as (insert into billings ${recordsetOf(billings, bill.keys, 'bill')}, new_booking
          returning ${newBillColumns})
        ${nights ? sql`, new_nights as (insert into folio_lines ${recordsetOf(folioLines, nights.keys, 'nights')}, new_booking)` : sql``},
        new_mail as (insert into mail_outbox (kind, to_address, subject, booking_id, stay_mail, created_at, next_attempt_at)
          select ${p('mailKind')}::text, guest.email, ${p('subjectStart')}::text || ' (' || new_booking.reference || ')',
            new_booking.id, ${p('stayMail')}::jsonb, ${p('mailAt')}::timestamptz, ${p('mailAt')}::timestamptz
          from new_booking, guest where guest.email is not null)
      select new_booking.*, new_bill.*, room.id as room__id, room.room_number as room__number, room.type as room__type,
        room.title as room__title, room.status as room__status, room.housekeeping as room__housekeeping,
        guest.name as guest__name, guest.email as guest__email, ${notifyPlaceholders(notices.payloads.length, 'n')}
      from new_booking, new_bill, room, guest`,
    values,
  );
  const [row] = rowsOf(result);
  if (!row) return null;
  return {
    booking: rowOf(bookings, row),
    billing: newBillOf(row),
    room: {
      id: row.room__id as string,
      roomNumber: row.room__number as string,
      type: row.room__type as StayRoom['type'],
      title: row.room__title as string,
      status: row.room__status as StayRoom['status'],
      housekeeping: row.room__housekeeping as StayRoom['housekeeping'],
    },
    guest: { id: stay.guestId, name: row.guest__name as string, email: row.guest__email as string | null },
  };
}

const guestStayWrite = preparedByShape();

/**
 * The booking and its bill, both locked FOR UPDATE until the transaction ends: every change of a stay's status,
 * nights or money (a desk edit, a cancellation, a release, a no-show) takes this lock first, so a payment or
 * another change cannot slip in between its checks and its writes.
 */
export async function lockBooking(db: Executor, id: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update');
  if (!booking) return undefined;
  const [billing] = await db.select().from(billings).where(eq(billings.bookingId, id)).limit(1).for('update');
  return { booking, billing };
}
