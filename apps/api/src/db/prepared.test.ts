import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedDatabase, postgresTemplateUrl } from '../../test/reliability/cluster.js';
import { type Database, openDatabase } from './client.js';
import { executePrepared } from './prepared.js';
import { rowsOf } from './rows.js';

// The two databases the server runs on, reached as it reaches them: the embedded one through its thread's socket
// (where every connection's statements share one backend), and a PostgreSQL server when the suite has one.
const templateUrl = postgresTemplateUrl();
const databases: [string, () => Promise<{ database: Database; drop: () => Promise<void> }>][] = [
  [
    'the embedded database',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'hotel-prepared-'));
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      return { database, drop: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  ...(templateUrl
    ? [
        [
          'PostgreSQL',
          async () => {
            const shared = await createSharedDatabase(templateUrl);
            const database = await openDatabase({ kind: 'postgres', url: shared.url, poolSize: 2 });
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
  const preparedHere = async (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) =>
    rowsOf(
      await tx.execute(
        sql`select statement from pg_prepared_statements where statement like '%as next_night%' and not from_sql`,
      ),
    );

  it('is prepared once on a connection and answers every run with its own values', async () => {
    await opened.database.db.transaction(async (tx) => {
      const nights = ['2031-03-01', '2031-03-02', '2031-12-31'];
      for (const night of nights) {
        const [row] = rowsOf(await executePrepared(tx, sql`select (${night}::date + 1)::text as next_night`));
        expect(row).toEqual({ next_night: new Date(Date.parse(night) + 86_400_000).toISOString().slice(0, 10) });
      }
      expect(await preparedHere(tx)).toHaveLength(1);
    });
  });

  it('a statement of another shape is prepared on its own, beside the first', async () => {
    await opened.database.db.transaction(async (tx) => {
      await executePrepared(tx, sql`select (${'2031-03-01'}::date + 1)::text as next_night`);
      const [row] = rowsOf(
        await executePrepared(tx, sql`select (${'2031-03-01'}::date + ${7}::int)::text as next_night`),
      );
      expect(row).toEqual({ next_night: '2031-03-08' });
      expect(await preparedHere(tx)).toHaveLength(2);
    });
  });
});
