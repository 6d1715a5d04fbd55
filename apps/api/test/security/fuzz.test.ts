import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCESS, type Access } from '@hotel/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '../event-stream.js';
import { TEST_PASSWORD } from '../factories.js';
import { Client, createClock, createTestApp } from '../test-app.js';
import { dictionaryRequests, type FuzzRequest, requestArbitrary } from './fuzz-arbitraries.js';
import { openapiOperations } from './openapi-routes.js';
import { createWorld, FIXED_NOW, type Principal } from './security-fixtures.js';

/**
 * Property-based fuzzing of every operation in the OpenAPI document (QUALITY.md security 8, 16, 17, 18):
 * bodies, parameters and queries that break the schemas, SQL metacharacters, prototype keys, very long
 * strings and wrong content types. No answer may be a 5xx, and every certainly-invalid request gets a 4xx.
 *
 * Replay a failure with the printed seed: FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run test/security/fuzz.test.ts
 * (FUZZ_RUNS may be lowered for a quick local run; `npm test` uses 100). To look closer: FUZZ_ONLY='POST /api/x'
 * fuzzes one operation, FUZZ_TRACE=1 prints every request and answer, FUZZ_VERBOSE=1 the statuses per operation.
 */

// Printed on purpose: the seed is what replays a failure.
const say = (line: string) => process.stdout.write(`${line}\n`);
const SEED = Number(process.env.FUZZ_SEED ?? 20310115);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
say(`fuzz: seed ${SEED}, ${RUNS} runs per operation (replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);

const t = await createTestApp({ clock: createClock(FIXED_NOW) });
const world = await createWorld(t);
const operations = await openapiOperations(t.app);

// Existing ids in the mix, so that requests reach past "not found" into the services.
const stay = await world.stay(world.users.guestA);
const pool = {
  ids: [
    world.room.id,
    stay.booking.id,
    stay.room.id,
    (await world.task(world.users.housekeeping)).id,
    (await world.review(world.users.guestA)).id,
    (await world.freshGuest()).id,
    (await world.freshStaff('receptionist')).id,
  ],
  emails: [world.users.housekeeping.email, world.users.guestB.email, world.otherHousekeeper.email],
  roomNumbers: [world.room.roomNumber, stay.room.roomNumber],
};

afterAll(async () => {
  const total = [...statuses.values()].reduce((n, m) => n + [...m.values()].reduce((a, b) => a + b, 0), 0);
  say(`fuzz: ${total} requests (${invalidSent} certainly invalid), seed ${SEED}`);
  if (process.env.FUZZ_VERBOSE) {
    for (const [key, counts] of statuses) say(`  ${key}: ${JSON.stringify(Object.fromEntries(counts))}`);
  }
  await t.close();
});

/** The principal who passes the access check, so that the request reaches validation and the service. */
function callerFor(access: Access | undefined): Principal {
  if (access === undefined || access === 'public') return 'anonymous';
  if (access === 'auth') return 'guestA';
  if (access.includes('admin')) return 'admin';
  if (access.includes('guest')) return 'guestA';
  if (access.includes('housekeeping')) return 'housekeeping';
  return 'manager';
}

async function databaseDigest(): Promise<string> {
  const tables = await t.database.db.execute(
    sql.raw(`select table_name from information_schema.tables where table_schema = 'public' order by 1`),
  );
  const hash = createHash('sha256');
  for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    const rows = await t.database.db.execute(sql.raw(`select * from "${table_name}" order by 1`));
    hash.update(table_name).update(JSON.stringify((rows as unknown as { rows: unknown[] }).rows));
  }
  return hash.digest('hex');
}

// Each operation has its own session, made before anything is measured: a fuzzed logout or password
// change cannot blind the others. Routes open to any signed-in user get a user of their own.
const clients = new Map<string, Client>();
for (const op of operations) {
  const key = `${op.method} ${op.route}`;
  const access = ACCESS[key] ?? t.app.routeAccess.get(key);
  let client: Client;
  if (access === 'auth') {
    const own = await world.freshGuest();
    client = new Client(t.app);
    await client.login(own.email, TEST_PASSWORD);
  } else {
    client = await world.freshClient(callerFor(access));
  }
  clients.set(key, client);
}

let baseUrl: string | undefined;
/** A stream never ends: send over a real connection, take the status line, hang up. */
async function streamed(client: Client, req: FuzzRequest) {
  if (!baseUrl) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }
  const headers = { ...req.headers, cookie: cookieHeader(client) };
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const r = http.request(`${baseUrl}${req.url}`, { method: req.method, headers }, (res) => {
      resolve({ statusCode: res.statusCode ?? 0, body: '' });
      r.destroy();
    });
    r.on('error', reject);
    r.end(req.payload);
  });
}

const statuses = new Map<string, Map<number, number>>();
let invalidSent = 0;
function tally(key: string, status: number, invalid: boolean) {
  const counts = statuses.get(key) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(key, counts);
  if (invalid) invalidSent++;
}

function fuzz(key: string) {
  const op = operations.find((o) => `${o.method} ${o.route}` === key)!;
  return async () => {
    const client = clients.get(key)!;
    const check = async (req: FuzzRequest) => {
      const res = op.streaming
        ? await streamed(client, req)
        : await client.request({
            method: req.method as 'GET',
            url: req.url,
            headers: req.headers,
            payload: req.payload,
          });
      tally(key, res.statusCode, req.invalid !== null);
      if (process.env.FUZZ_TRACE)
        say(
          `${res.statusCode} ${req.method} ${req.url.slice(0, 160)} ${String(req.payload ?? '').slice(0, 160)} [${req.invalid ?? ''}] ${res.body.slice(0, 160)}`,
        );
      const sent = req.payload ? ` ${String(req.payload).slice(0, 300)}` : '';
      const where = `${req.method} ${req.url.slice(0, 300)}${sent} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
      if (req.invalid && (res.statusCode < 400 || res.statusCode >= 500))
        throw new Error(`accepted an invalid request (${req.invalid}): ${where}`);
    };
    await fc.assert(fc.asyncProperty(requestArbitrary(op, pool), check), {
      seed: SEED,
      numRuns: RUNS,
      endOnFailure: true,
    });
    for (const req of dictionaryRequests(op, pool, SEED)) await check(req);
  };
}

const keys = operations
  .map((o) => `${o.method} ${o.route}`)
  .filter((k) => !process.env.FUZZ_ONLY || k === process.env.FUZZ_ONLY);
const safe = keys.filter((k) => k.startsWith('GET '));
const unsafe = keys.filter((k) => !k.startsWith('GET '));

describe('fuzzing: reading operations', () => {
  let before = '';
  it('records the database before the reads', async () => {
    before = await databaseDigest();
  });
  for (const key of safe) it(key, fuzz(key), 120_000);
  it('no GET changed anything in the database', async () => {
    expect(await databaseDigest()).toBe(before);
  });
});

describe('fuzzing: changing operations', () => {
  for (const key of unsafe) it(key, fuzz(key), 120_000);
});

describe('after the fuzzing', () => {
  it('Object.prototype was not polluted', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.role).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('covered every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(safe.length + unsafe.length).toBe(operations.length);
  });
});
