import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../test/factories.js';
import { createSharedDatabase, postgresTemplateUrl } from '../../test/reliability/cluster.js';
import { changeNotices } from '../lib/events.js';
import { insertStay, lockRoomThenReadNewStay } from '../modules/bookings/bookings.repository.js';
import { markMailSent, storeDrawnMail } from '../modules/mail/mail.repository.js';
import { type Database, openDatabase, runMigrations, type Tx } from './client.js';
import { preparedByShape } from './prepared.js';
import { rowsOf } from './rows.js';
import { bookings, folioLines, mailOutbox } from './schema.js';

// The two databases the server runs on, reached as it reaches them: the embedded one through its thread's socket
// (where every connection's statements share one backend), and a PostgreSQL server when the suite has one.
const templateUrl = postgresTemplateUrl();
const databases: [string, () => Promise<{ database: Database; drop: () => Promise<void> }>][] = [
  [
    'the embedded database',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'hotel-prepared-'));
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      await runMigrations(database);
      return { database, drop: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  ...(templateUrl
    ? [
        [
          'PostgreSQL',
          async () => {
            const shared = await createSharedDatabase(templateUrl);
            const database = await openDatabase({ kind: 'postgres', url: shared.url, poolSize: 1 });
            return { database, drop: shared.drop };
          },
        ] as (typeof databases)[number],
      ]
    : []),
];

describe.each(databases)('a prepared statement on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  }, 120_000);
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });

  /** The statements prepared on the connection `tx` holds, of those this test sends. */
  const preparedHere = async (tx: Tx) =>
    rowsOf(
      await tx.execute(
        sql`select statement from pg_prepared_statements where statement like '%as next_night%' and not from_sql`,
      ),
    );

  it('runs in transactions and savepoints that set up nothing for each table: Drizzle is given no schema', async () => {
    // With one, every transaction of every write built a relational query builder for each of the 24 tables,
    // which the app never uses (1.2 % of a booking's CPU on the server's thread).
    await opened.database.db.transaction(async (tx) => {
      expect(Object.keys(tx.query)).toEqual([]);
      await tx.transaction(async (savepoint) => {
        expect(Object.keys(savepoint.query)).toEqual([]);
      });
    });
  });

  it('is built once for a shape, prepared once on a connection, and answers every run with its own values', async () => {
    const nextNight = preparedByShape();
    let builds = 0;
    const build = () => {
      builds++;
      return sql`select (${sql.placeholder('night')}::date + 1)::text as next_night`;
    };
    await opened.database.db.transaction(async (tx) => {
      const nights = ['2031-03-01', '2031-03-02', '2031-12-31'];
      for (const night of nights) {
        const [row] = rowsOf(await nextNight(tx, 'one night', build, { night }));
        expect(row).toEqual({ next_night: new Date(Date.parse(night) + 86_400_000).toISOString().slice(0, 10) });
      }
      expect(builds).toBe(1);
      expect(await preparedHere(tx)).toHaveLength(1);
    });
  });

  it('a statement of another shape is built and prepared on its own, beside the first', async () => {
    const later = preparedByShape();
    const build = (nights?: number) => () =>
      nights === undefined
        ? sql`select (${sql.placeholder('night')}::date + 1)::text as next_night`
        : sql`select (${sql.placeholder('night')}::date + ${sql.placeholder('nights')}::int)::text as next_night`;
    await opened.database.db.transaction(async (tx) => {
      await later(tx, 'one night', build(), { night: '2031-03-01' });
      const [row] = rowsOf(await later(tx, 'nights', build(7), { night: '2031-03-01', nights: 7 }));
      expect(row).toEqual({ next_night: '2031-03-08' });
      expect(await preparedHere(tx)).toHaveLength(2);
    });
  });

  it("a new stay's read goes on working when a column is added to rooms while it runs, as a deploy beside it would", async () => {
    const { db } = opened.database;
    const room = await createRoom(db, { title: 'Deploy Suite' });
    const guest = await createUser(db);
    const read = () => db.transaction((tx) => lockRoomThenReadNewStay(tx, room.id, guest.id, true));
    // Run on the same connection each time (the pool hands back the one just used): prepared, then kept.
    for (let i = 0; i < 6; i++) expect((await read())?.room.title).toBe('Deploy Suite');
    await db.execute(sql`alter table rooms add column deploy_note text`);
    expect((await read())?.room.title).toBe('Deploy Suite');
  });

  it("a new stay's read and write answer each of their shapes in turn, each with its own values", async () => {
    const { db } = opened.database;
    const room = await createRoom(db);
    const guest = await createUser(db);
    const at = new Date('2031-01-10T12:00:00Z');
    // Each shape differs from the one before in one part (its nights, its confirmation, the guest's unpaid count),
    // then one comes again: a shape that took another's text would fail or write the wrong rows.
    const shapes = [
      { checkIn: '2031-03-01', nights: 0, mail: false, ownStay: false },
      { checkIn: '2031-03-03', nights: 1, mail: false, ownStay: false },
      { checkIn: '2031-03-05', nights: 1, mail: true, ownStay: false },
      { checkIn: '2031-03-07', nights: 1, mail: true, ownStay: true },
      { checkIn: '2031-03-09', nights: 0, mail: false, ownStay: true },
      { checkIn: '2031-03-11', nights: 2, mail: true, ownStay: true },
    ];
    const written = [];
    for (const shape of shapes) {
      const id = randomUUID();
      const checkOut = `2031-03-${String(Number(shape.checkIn.slice(8)) + Math.max(shape.nights, 1)).padStart(2, '0')}`;
      written.push(
        await db.transaction(async (tx) => {
          const found = await lockRoomThenReadNewStay(tx, room.id, guest.id, shape.ownStay);
          const stay = await insertStay(tx, {
            booking: {
              id,
              reference: found!.reference,
              checkIn: shape.checkIn,
              checkOut,
              totalCents: 10_000 * shape.nights,
              guestId: guest.id,
              roomId: room.id,
              createdAt: at,
              updatedAt: at,
            },
            bill: { bookingId: id, amountCents: 10_000 * shape.nights, balanceCents: 10_000 * shape.nights },
            nights: Array.from({ length: shape.nights }, (_, i) => ({
              bookingId: id,
              kind: 'room-night' as const,
              description: 'Room 902',
              night: `2031-03-${String(Number(shape.checkIn.slice(8)) + i).padStart(2, '0')}`,
              amountCents: 10_000,
            })),
            mail: shape.mail
              ? { kind: 'booking_confirmation', toAddress: guest.email, subject: 'Booked', bookingId: id }
              : null,
            notices: changeNotices({ type: 'booking', id, holdsOnly: true }),
            ...(shape.ownStay ? { unpaidOf: { guestId: guest.id, since: '2031-01-10' } } : {}),
          });
          return { id, stay, found: found! };
        }),
      );
    }
    expect(written.map(({ found }) => found.guest?.id)).toEqual(shapes.map(() => guest.id));
    expect(written.map(({ stay }) => [stay.booking.checkIn, stay.billing?.amountCents])).toEqual(
      shapes.map((shape) => [shape.checkIn, 10_000 * shape.nights]),
    );
    // The guest's unpaid reservations before each stay of their own, the desk's among them (a desk's stay counts none).
    expect(written.map(({ stay }) => stay.unpaid)).toEqual([0, 0, 0, 3, 4, 5]);
    const ids = written.map(({ id }) => id);
    const nights = await db
      .select({ id: folioLines.bookingId })
      .from(folioLines)
      .where(inArray(folioLines.bookingId, ids));
    expect(ids.map((id) => nights.filter((line) => line.id === id).length)).toEqual(shapes.map((s) => s.nights));
    const mail = await db
      .select({ id: mailOutbox.bookingId })
      .from(mailOutbox)
      .where(inArray(mailOutbox.bookingId, ids));
    expect(ids.map((id) => mail.some((row) => row.id === id))).toEqual(shapes.map((s) => s.mail));
    expect(await db.$count(bookings, inArray(bookings.id, ids))).toBe(shapes.length);
  });

  it("the mail sender's statements for every message are built once, prepared by name, and act on their values", async () => {
    const { db } = opened.database;
    const [row] = await db
      .insert(mailOutbox)
      .values({ kind: 'password_reset', toAddress: 'ada@example.com', subject: 'Your link' })
      .returning({ id: mailOutbox.id });
    const id = row!.id;
    // On one connection, whose prepared statements the check below reads.
    const prepared = await db.transaction(async (tx) => {
      await storeDrawnMail(tx, id, { html: '<p>first</p>', text: 'first' });
      await storeDrawnMail(tx, id, { html: '<p>second</p>', text: 'second' });
      await markMailSent(tx, id, new Date('2031-03-01T10:00:00Z'));
      await markMailSent(tx, id, new Date('2031-03-01T10:05:00Z'));
      // The embedded database's thread names a statement after its connection too (`name~connection`).
      const names = rowsOf(await tx.execute(sql`select name from pg_prepared_statements`)).map((p) =>
        String(p.name).replace(/~.*$/, ''),
      );
      return names.filter((name) => name === 'store_drawn_mail' || name === 'mark_mail_sent').sort();
    });
    const [kept] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    // The first drawing is kept; each send counts, the last one's time stays.
    expect(kept).toMatchObject({ html: '<p>first</p>', text: 'first', attempts: 2 });
    expect(kept!.sentAt?.toISOString()).toBe('2031-03-01T10:05:00.000Z');
    expect(prepared).toEqual(['mark_mail_sent', 'store_drawn_mail']);
  });
});
