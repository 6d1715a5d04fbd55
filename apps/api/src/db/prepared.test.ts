import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedDatabase, postgresTemplateUrl } from '../../test/reliability/cluster.js';
import { lockRoomThenReadNewStay } from '../modules/bookings/bookings.repository.js';
import { markMailSent, storeDrawnMail } from '../modules/mail/mail.repository.js';
import { type Database, openDatabase, runMigrations, type Tx } from './client.js';
import { preparedByShape } from './prepared.js';
import { rowsOf } from './rows.js';
import { mailOutbox, rooms, users } from './schema.js';

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
    const [room] = await db
      .insert(rooms)
      .values({ roomNumber: '901', title: 'Deploy Suite', type: 'double', priceCents: 10_000 })
      .returning({ id: rooms.id });
    const [guest] = await db
      .insert(users)
      .values({ name: 'Ada Guest', email: 'ada.deploy@example.com', role: 'guest', passwordHash: 'x' })
      .returning({ id: users.id });
    const read = () => db.transaction((tx) => lockRoomThenReadNewStay(tx, room!.id, guest!.id, true));
    // Run on the same connection each time (the pool hands back the one just used): prepared, then kept.
    for (let i = 0; i < 6; i++) expect((await read())?.room.title).toBe('Deploy Suite');
    await db.execute(sql`alter table rooms add column deploy_note text`);
    expect((await read())?.room.title).toBe('Deploy Suite');
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
