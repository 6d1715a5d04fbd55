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
 * plain overlap.
 */
export async function lockRoomBookings(tx: Executor, roomId: string): Promise<void> {
  await tx.execute(sql`select ${roomBookingLockCalls(roomId)}`);
}

/** The locks of lockRoomBookings as select-list expressions, room first, for a statement that takes them itself. */
function roomBookingLockCalls(roomId: string | Placeholder, guestId?: string | Placeholder) {
  const room = sql`pg_advisory_xact_lock(hashtext('room-bookings'), hashtext(${roomId}))`;
  return guestId ? sql`${room}, ${guestReservationsLock(guestId)}` : room;
}

/**
 * Serialises booking creation per guest until the transaction ends, so that two requests at once cannot both
 * pass the cap on unpaid reservations. Always taken after a room's lock (lockRoomBookings), never before one.
 */
const guestReservationsLock = (guestId: string | Placeholder) =>
  sql`pg_advisory_xact_lock(hashtext('guest-reservations'), hashtext(${guestId}))`;

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
 * `(a, b, c) select a, b, c from jsonb_populate_recordset(…)` for rows given as one JSON parameter (the placeholder
 * `name`), so the statement's text is the same however many rows there are; the rows' columns are those the first
 * row sets. The parameter's value is recordsOf's.
 */
const recordsetOf = (table: Table, keys: string[], name: string) => {
  const names = namesOf(table, keys);
  return sql`(${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${sql.placeholder(name)}::jsonb)`;
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
 * How many of a guest's reservations are unpaid and not yet ended on `since` (reserved, bill not confirmed): what
 * the cap on unpaid reservations counts. It reads the guest's reservations from their own index
 * (bookings_guest_reserved_idx), so it costs the same however many stays the hotel holds.
 */
export const unpaidReservationsCount = (guestId: SQLWrapper, since: SQLWrapper): SQL =>
  sql`(select count(*)::int from bookings b left join billings bl on bl.booking_id = b.id
    where b.guest_id = ${guestId} and b.status = 'reserved'
      and b.check_out > ${since} and coalesce(bl.status, 'pending') <> 'confirmed')`;

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
          returning id as bill__id, amount_cents as bill__amount, status as bill__status, balance_cents as bill__balance)
        ${nights ? sql`, new_nights as (insert into folio_lines ${recordsetOf(folioLines, nights.keys, 'nights')})` : sql``}
        ${mail ? sql`, new_mail as (insert into mail_outbox ${valuesOf(mailOutbox, mail.keys, 'm')})` : sql``}
      select new_booking.*, new_bill.*, ${unpaid} as unpaid__count, ${notifyPlaceholders(notices.payloads.length, 'n')}
      from new_booking, new_bill`,
    values,
  );
  const [row] = rowsOf(result);
  return {
    booking: rowOf(bookings, row!),
    billing: {
      id: row!.bill__id as string,
      amountCents: Number(row!.bill__amount),
      status: row!.bill__status as (typeof billings.$inferSelect)['status'],
      balanceCents: Number(row!.bill__balance),
    },
    unpaid: Number(row!.unpaid__count),
  };
}

const newStayWrite = preparedByShape();

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
