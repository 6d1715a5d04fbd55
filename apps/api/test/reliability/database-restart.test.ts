import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations } from '../../src/db/client.js';
import { freePort, type Instance, postgresTemplateUrl, startInstance } from './cluster.js';

/**
 * PostgreSQL restarts under light load (QUALITY.md reliability 12): readiness turns 503 and back, requests
 * fail fast with 503 (no hang) while the database is away, and succeed again within 5 s of its return,
 * without restarting the server. The suite's shared PostgreSQL is never touched: this test starts a
 * throwaway cluster of its own with the binaries in PG_BIN (for example /usr/lib/postgresql/15/bin).
 */

const PG_BIN = process.env.PG_BIN;
const runnable = Boolean(postgresTemplateUrl() && PG_BIN);
if (postgresTemplateUrl() && !PG_BIN)
  process.stdout.write('database restart: skipped, set PG_BIN to the PostgreSQL binaries to run it\n');

/** initdb and pg_ctl refuse to run as root: run them as the postgres user then. */
function pgCommand(dir: string, tool: string, args: string[]) {
  const binary = path.join(PG_BIN!, tool);
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : binary, asRoot ? ['-u', 'postgres', '--', binary, ...args] : args, {
    cwd: dir,
    stdio: 'pipe',
    timeout: 60_000,
  });
}

interface Sample {
  at: number;
  url: string;
  status: number | 'error';
  took: number;
}

describe.skipIf(!runnable)('PostgreSQL restarting under light load', () => {
  let dir: string;
  let port: number;
  let instance: Instance;
  const ctl = (...args: string[]) => pgCommand(dir, 'pg_ctl', ['-D', path.join(dir, 'data'), ...args]);
  const start = () =>
    ctl(
      '-w',
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    );

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hotel-pg-restart-'));
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    port = await freePort();
    pgCommand(dir, 'initdb', [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    start();
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query('CREATE DATABASE hotel');
    await admin.end();
    const url = `postgres://postgres@127.0.0.1:${port}/hotel`;
    const database = await openDatabase({ kind: 'postgres', url });
    await runMigrations(database);
    await database.close();
    instance = await startInstance(url);
  }, 120_000);

  afterAll(async () => {
    await instance?.close();
    try {
      ctl('-m', 'immediate', 'stop');
    } catch {
      // Already stopped.
    }
    if (dir) {
      if (process.getuid?.() === 0) chownSync(dir, 0, 0);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 fast while it is down, and serves again within 5 s of its return', async () => {
    const samples: Sample[] = [];
    let running = true;
    const probe = async (url: string) => {
      const t0 = Date.now();
      const status = await fetch(`${instance.baseUrl}${url}`, { signal: AbortSignal.timeout(10_000) })
        .then((r) => r.status)
        .catch(() => 'error' as const);
      samples.push({ at: t0, url, status, took: Date.now() - t0 });
    };
    // Light load: a room search, readiness and liveness, about ten times a second.
    const load = (async () => {
      while (running) {
        await Promise.all([probe('/api/rooms/available/rooms'), probe('/api/health/ready'), probe('/api/health')]);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    await new Promise((r) => setTimeout(r, 1_000));
    const downAt = Date.now();
    ctl('-m', 'fast', '-w', 'stop');
    await new Promise((r) => setTimeout(r, 2_500));
    const upAt = Date.now();
    start();
    const backAt = Date.now();
    await new Promise((r) => setTimeout(r, 6_000));
    running = false;
    await load;

    const before = samples.filter((s) => s.at + s.took < downAt);
    const down = samples.filter((s) => s.at > downAt + 300 && s.at + s.took < upAt);
    const afterReturn = samples.filter((s) => s.at > backAt + 5_000);

    expect(before.length).toBeGreaterThan(3);
    expect(before.every((s) => s.status === 200)).toBe(true);
    // While it is down: liveness stays up, everything that needs the database is a quick 503.
    expect(down.length).toBeGreaterThan(3);
    for (const s of down) {
      if (s.url === '/api/health') expect(s.status, JSON.stringify(s)).toBe(200);
      else expect(s.status, JSON.stringify(s)).toBe(503);
      expect(s.took, JSON.stringify(s)).toBeLessThan(3_000);
    }
    // Within 5 s of its return, and from then on, everything succeeds: no restart of the server needed.
    expect(afterReturn.length).toBeGreaterThan(3);
    expect(afterReturn.filter((s) => s.status !== 200)).toEqual([]);
  }, 60_000);
});
