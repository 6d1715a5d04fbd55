import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hotel-lock-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded data directory lock', () => {
  it('refuses a second server on the same directory with a clear message, and frees it on release', async () => {
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server .*another DATA_DIR or a DATABASE_URL/);
    await release();
    const again = acquireDataDirLock(dir);
    await again();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = await new Promise<number>((resolve) => child.on('exit', () => resolve(child.pid!)));
    await writeFile(path.join(dir, 'server.lock'), String(deadPid));
    const release = acquireDataDirLock(dir);
    await release();
  });
});
