import { type Column, eq, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import type { BookingWithRelations } from '../../db/booking-with-relations.js';
import type { Executor } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
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
function roomBookingLockCalls(roomId: string, guestId?: string) {
  const room = sql`pg_advisory_xact_lock(hashtext('room-bookings'), hashtext(${roomId}))`;
  return guestId ? sql`${room}, ${guestReservationsLock(guestId)}` : room;
}

/**
 * Serialises booking creation per guest until the transaction ends, so that two requests at once cannot both
 * pass the cap on unpaid reservations. Always taken after a room's lock (lockRoomBookings), never before one.
 */
const guestReservationsLock = (guestId: string) =>
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
  return executePrepared(
    tx,
    sql`
      select ${roomBookingLockCalls(roomId, lockGuest ? guestId : undefined)},
        ${columnsList(rooms, 'r')}, u.id as guest__id, u.name as guest__name, u.email as guest__email, u.role as guest__role,
        booking_reference() as new__reference
      from rooms r left join users u on u.id = ${guestId}
      where r.id = ${roomId}
      for share of r`,
  ).then((result) => newStayOf(rowsOf(result)));
}

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

/**
 * The columns the rows give (those of the first row not left undefined), as `"a", "b", "c"` in the table's column
 * names, and each row's values for them, as the driver takes them.
 */
function rowsToWrite<T extends Table>(table: T, rows: Insert<T>[]) {
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(rows[0]!).filter((key) => rows[0]![key as keyof Insert<T>] !== undefined);
  return {
    names: sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(', ')),
    columnNames: keys.map((key) => columns[key]!.name),
    values: rows.map((row) =>
      keys.map((key) => {
        const value = row[key as keyof Insert<T>];
        return value === null ? null : columns[key]!.mapToDriverValue(value);
      }),
    ),
  };
}

/** `(a, b, c) values (…)` of one row, its values as parameters. */
function valuesOf<T extends Table>(table: T, row: Insert<T>) {
  const { names, values } = rowsToWrite(table, [row]);
  return sql`(${names}) values (${sql.join(
    values[0]!.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/**
 * `(a, b, c) select a, b, c from jsonb_populate_recordset(…)` for rows given as one JSON parameter: the statement's
 * text is the same however many rows there are, so a prepared statement serves every stay's length.
 */
function recordsetOf<T extends Table>(table: T, rows: Insert<T>[]) {
  const { names, columnNames, values } = rowsToWrite(table, rows);
  const records = values.map((row) => Object.fromEntries(row.map((value, i) => [columnNames[i], value])));
  return sql`(${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb)`;
}

/**
 * A new stay in one statement: the booking, its bill, its nights on the folio, its confirmation in the outbox
 * and the change announced (NOTIFY, sent only if the transaction commits). The overlap rules refuse it as they
 * refuse a lone insert (23P01); the rows reference each other by the booking's id, known before the write.
 * With `unpaidOf`, it also counts the guest's unpaid upcoming reservations (reserved, not ended, bill not confirmed)
 * other than this one, as they stood once the guest's lock was granted: the caller refuses the stay, and so
 * rolls it back, when they are too many. Prepared: its text has one shape for every stay.
 */
export async function insertStay(
  tx: Executor,
  stay: {
    booking: Insert<typeof bookings> & { id: string; reference: string };
    bill: Insert<typeof billings>;
    nights: Insert<typeof folioLines>[];
    mail: Insert<typeof mailOutbox> | null;
    notices: SQL;
    unpaidOf?: { guestId: string; since: string };
  },
): Promise<{ booking: BookingRecord; billing: BookingWithRelations['billing']; unpaid: number }> {
  const nights =
    stay.nights.length > 0
      ? sql`, new_nights as (insert into folio_lines ${recordsetOf(folioLines, stay.nights)})`
      : sql``;
  const mail = stay.mail ? sql`, new_mail as (insert into mail_outbox ${valuesOf(mailOutbox, stay.mail)})` : sql``;
  const unpaid = stay.unpaidOf
    ? sql`(select count(*)::int from bookings b left join billings bl on bl.booking_id = b.id
          where b.guest_id = ${stay.unpaidOf.guestId} and b.status = 'reserved' and b.check_out > ${stay.unpaidOf.since}
            and coalesce(bl.status, 'pending') <> 'confirmed')`
    : sql`0`;
  const [row] = rowsOf(
    await executePrepared(
      tx,
      sql`
      with new_booking as (insert into bookings ${valuesOf(bookings, stay.booking)} returning ${columnsList(bookings)}),
        new_bill as (insert into billings ${valuesOf(billings, stay.bill)}
          returning id as bill__id, amount_cents as bill__amount, status as bill__status, balance_cents as bill__balance)
        ${nights} ${mail}
      select new_booking.*, new_bill.*, ${unpaid} as unpaid__count, ${stay.notices} from new_booking, new_bill`,
    ),
  );
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
