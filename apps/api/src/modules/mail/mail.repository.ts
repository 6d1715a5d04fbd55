import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { builtOncePerDatabase } from '../../db/prepared.js';
import { billings, bookings, mailOutbox, rooms, users } from '../../db/schema.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export async function insertOutboxRow(db: Executor, row: NewOutboxRow) {
  const [inserted] = await db.insert(mailOutbox).values(row).onConflictDoNothing().returning({ id: mailOutbox.id });
  return inserted?.id ?? null;
}

/**
 * Claims up to `limit` due messages until `claimUntil`: rows another instance holds are skipped (SKIP LOCKED)
 * and a claim that outlived a crashed sender lapses, so each message goes to one sender at a time.
 */
export async function claimDueMail(
  db: Executor,
  options: { now: Date; claimUntil: Date; limit: number; maxAttempts: number },
): Promise<OutboxRow[]> {
  const { now, claimUntil, limit, maxAttempts } = options;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, maxAttempts),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailOutbox).set({ claimedUntil: claimUntil }).where(inArray(mailOutbox.id, due)).returning();
}

// The sender runs this, the drawing's store and the stay's read for every message: each is built once (see
// builtOncePerDatabase).
const markSent = builtOncePerDatabase((db) =>
  db
    .update(mailOutbox)
    .set({
      sentAt: sql`${sql.placeholder('at')}`,
      claimedUntil: null,
      lastError: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, sql.placeholder('id')))
    .prepare('mark_mail_sent'),
);

export async function markMailSent(db: Executor, id: string, at: Date) {
  // As text: a placeholder inside sql`` goes to the driver unmapped, and the two drivers map a Date differently.
  await markSent(db).execute({ id, at: at.toISOString() });
}

export async function markMailFailed(
  db: Executor,
  id: string,
  failure: { attempts: number; next: Date; error: string },
) {
  await db
    .update(mailOutbox)
    .set({ attempts: failure.attempts, nextAttemptAt: failure.next, lastError: failure.error, claimedUntil: null })
    .where(eq(mailOutbox.id, id));
}

export async function listMail(db: Executor, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMail(db: Executor, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/**
 * Queues a message about a stay to its guest, undrawn, in one statement: the address and the reference (which
 * ends the subject) are read from the stay as the row is written. Nothing is written for a guest without an
 * address (a walk-in). Returns whether a row was written.
 */
export async function insertStayMailRow(
  db: Executor,
  row: { kind: string; bookingId: string; subjectStart: string; stayMail: unknown; at: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${mailOutbox} (kind, to_address, subject, booking_id, stay_mail, created_at, next_attempt_at)
    select ${row.kind}, ${users.email}, ${row.subjectStart} || ' (' || ${bookings.reference} || ')', ${bookings.id},
      ${JSON.stringify(row.stayMail)}::jsonb, ${row.at}, ${row.at}
    from ${bookings} join ${users} on ${users.id} = ${bookings.guestId}
    where ${bookings.id} = ${row.bookingId} and ${users.email} is not null
    on conflict do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

const storeDrawing = builtOncePerDatabase((db) =>
  db
    .update(mailOutbox)
    .set({ html: sql`${sql.placeholder('html')}`, text: sql`${sql.placeholder('text')}` })
    .where(and(eq(mailOutbox.id, sql.placeholder('id')), isNull(mailOutbox.html)))
    .prepare('store_drawn_mail'),
);

/** Keeps a message's drawing (once: a second sender drawing it at the same time changes nothing). */
export async function storeDrawnMail(db: Executor, id: string, drawn: { html: string; text: string }) {
  await storeDrawing(db).execute({ id, html: drawn.html, text: drawn.text });
}

const stayForMail = builtOncePerDatabase((db) =>
  db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: bookings.guests,
      status: bookings.status,
      additionalServices: bookings.additionalServices,
      totalCents: bookings.totalCents,
      guestName: users.name,
      guestEmail: users.email,
      roomNumber: rooms.roomNumber,
      roomTitle: rooms.title,
      roomType: rooms.type,
      balanceCents: billings.balanceCents,
      refundDueCents: billings.refundDueCents,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .leftJoin(billings, eq(billings.bookingId, bookings.id))
    .where(eq(bookings.id, sql.placeholder('bookingId')))
    .prepare('stay_for_mail'),
);

/** What a message about a stay shows: the stay, its room, its guest and its bill. */
export async function findStayForMail(db: Executor, bookingId: string) {
  const [row] = await stayForMail(db).execute({ bookingId });
  return row;
}
export type StayForMail = NonNullable<Awaited<ReturnType<typeof findStayForMail>>>;

/** Reserved stays arriving on `date` whose guest has an address and no reminder yet. */
export async function listStaysToRemind(db: Executor, date: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .leftJoin(mailOutbox, and(eq(mailOutbox.bookingId, bookings.id), eq(mailOutbox.kind, 'reminder')))
    .where(
      and(
        eq(bookings.checkIn, date),
        eq(bookings.status, 'reserved'),
        sql`${users.email} is not null`,
        isNull(mailOutbox.id),
      ),
    );
}
