import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.js';

/**
 * The books of a hotel that ran before folios existed come through the migration whole: every bill keeps
 * its amount and status, its folio adds up to it, and the money on record matches what it says was paid.
 */

let client: PGlite;
let before: string;

async function migrateUpTo(folder: string, lastTag: string | null) {
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  if (lastTag) {
    const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
    journal.entries = journal.entries.slice(0, last + 1);
  }
  await writeFile(journalPath, JSON.stringify(journal));
  await migrate(drizzle(client), { migrationsFolder: folder });
}

const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), 'folio-migration-'));
  await cp(migrationsFolder, before, { recursive: true });
  client = await PGlite.create({ extensions: { btree_gist } });
  await migrateUpTo(before, '0005_unpaid_release');
  await client.exec(`
    insert into users (id, name, email, role, password_hash) values
      ('00000000-0000-4000-8000-000000000001', 'Ada Guest', 'ada@example.test', 'guest', 'x');
    insert into rooms (id, room_number, title, type, price_cents) values
      ('00000000-0000-4000-8000-0000000000a1', '101', 'Garden Room', 'double', 15000);
    insert into bookings (id, guest_id, room_id, check_in, check_out, status, total_cents, cancellation_charge_cents, cancelled_at) values
      ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', '2030-01-01', '2030-01-04', 'reserved', 45001, null, null),
      ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', '2030-02-01', '2030-02-03', 'checked-out', 30000, null, null),
      ('00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', '2030-03-01', '2030-03-03', 'cancelled', 30000, 15000, now()),
      ('00000000-0000-4000-8000-0000000000b4', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', '2030-04-01', '2030-04-03', 'checked-out', 30000, null, null);
    insert into billings (booking_id, amount_cents, status, payment_method, refund_due_cents) values
      ('00000000-0000-4000-8000-0000000000b1', 45001, 'pending', null, 0),
      ('00000000-0000-4000-8000-0000000000b2', 30000, 'confirmed', 'desk', 0),
      ('00000000-0000-4000-8000-0000000000b3', 15000, 'confirmed', 'card', 15000),
      ('00000000-0000-4000-8000-0000000000b4', 25000, 'confirmed', 'card', 0);
    insert into payment_intents (id, booking_id, provider, amount_cents, status, client_secret) values
      ('pi_b3', '00000000-0000-4000-8000-0000000000b3', 'sandbox', 30000, 'succeeded', 's3'),
      ('pi_b4', '00000000-0000-4000-8000-0000000000b4', 'sandbox', 30000, 'succeeded', 's4');
    insert into payment_records (booking_id, kind, method, amount_cents, intent_id, refund_id, reason) values
      ('00000000-0000-4000-8000-0000000000b3', 'payment', 'card', 30000, 'pi_b3', null, null),
      ('00000000-0000-4000-8000-0000000000b4', 'payment', 'card', 30000, 'pi_b4', null, null),
      ('00000000-0000-4000-8000-0000000000b4', 'refund', 'card', 5000, 'pi_b4', 're_b4', 'Noisy room');
  `);
  await migrateUpTo(before, null);
});

afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

describe('the folio migration', () => {
  it('keeps every bill’s amount and status, and gives each a folio that adds up to it', async () => {
    const bills = await rows<{
      ref: string;
      amount: number;
      status: string;
      balance: number;
      owed: number;
      charged: number;
      net: number;
    }>(`
      select right(b.booking_id::text, 2) as ref, b.amount_cents as amount, b.status, b.balance_cents as balance,
        b.refund_due_cents as owed,
        (select coalesce(sum(amount_cents), 0) from folio_lines f where f.booking_id = b.booking_id)::int as charged,
        (select coalesce(sum(case when kind = 'payment' then amount_cents else -amount_cents end), 0)
          from payment_records p where p.booking_id = b.booking_id)::int as net
      from billings b order by ref`);
    expect(bills).toEqual([
      // Unpaid: three nights, the odd cent on the first; all of it owed.
      { ref: 'b1', amount: 45001, status: 'pending', balance: 45001, owed: 0, charged: 45001, net: 0 },
      // Marked paid at the desk before the desk's payments were kept: recorded as paid there.
      { ref: 'b2', amount: 30000, status: 'confirmed', balance: 0, owed: 0, charged: 30000, net: 30000 },
      // Paid, cancelled with a fee, the rest not refunded yet: still owed back.
      { ref: 'b3', amount: 15000, status: 'confirmed', balance: 0, owed: 15000, charged: 15000, net: 30000 },
      // A goodwill refund lowered the bill: carried over as an adjustment.
      { ref: 'b4', amount: 25000, status: 'confirmed', balance: 0, owed: 0, charged: 25000, net: 25000 },
    ]);
    const nights = await rows<{ night: string; amount_cents: number }>(
      `select night::text, amount_cents from folio_lines where booking_id = '00000000-0000-4000-8000-0000000000b1' order by night`,
    );
    expect(nights).toEqual([
      { night: '2030-01-01', amount_cents: 15001 },
      { night: '2030-01-02', amount_cents: 15000 },
      { night: '2030-01-03', amount_cents: 15000 },
    ]);
    const [desk] = await rows<{ method: string }>(
      `select method from payment_records where booking_id = '00000000-0000-4000-8000-0000000000b2'`,
    );
    expect(desk?.method).toBe('desk');
  });
});
