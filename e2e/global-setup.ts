import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');
const webDist = join(repoRoot, 'apps/web/dist');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was ready.\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s.\n${output()}`);
}

/**
 * Removes other runs' folders older than a day (each run has its own artifacts, see the config, and its own
 * saved sign-ins, see tests/fixtures.ts): a run that was stopped never reached its teardown.
 */
async function pruneOldRuns(root: string): Promise<void> {
  const entries = await readdir(root).catch(() => [] as string[]);
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of entries) {
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (info?.isDirectory() && info.mtimeMs < dayAgo) await rm(path, { recursive: true, force: true });
  }
}

/** Starts the built server on a free port with a fresh, seeded data directory. */
export default async function globalSetup(): Promise<void> {
  await pruneOldRuns(join(repoRoot, 'e2e/test-results'));
  await pruneOldRuns(join(repoRoot, 'e2e/.auth'));
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: testing the running app at ${process.env.E2E_BASE_URL}`);
    return;
  }
  if (!existsSync(serverEntry) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (`npm run test:e2e` does).');
  }
  const port = await freePort();
  const runDir = await mkdtemp(join(tmpdir(), 'aurelia-e2e-'));
  const dataDir = join(runDir, 'data');
  // The server gets its own copy of the built web app, so a rebuild elsewhere during the run cannot
  // pull the files from under it.
  const webDir = join(runDir, 'web');
  await cp(webDist, webDir, { recursive: true });
  if (!existsSync(join(webDir, 'index.html')))
    throw new Error(`${webDist} has no index.html: run \`npm run build\` first.`);
  const url = `http://127.0.0.1:${port}`;

  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDir,
      LOG_LEVEL: 'warn',
      // Both browser workers share one address: keep the per-address limit out of the way of the suite.
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '20000',
      TZ: 'UTC',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  process.env.E2E_SERVER_PID = String(child.pid);
  process.env.E2E_DATA_DIR = runDir;
  try {
    await waitUntilReady(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  // Workers inherit the environment: playwright.config.ts reads this for `baseURL`.
  process.env.E2E_BASE_URL = url;
  console.log(`e2e: server ready at ${url} (data in ${dataDir})`);
}
