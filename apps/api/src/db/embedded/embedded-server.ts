import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerOptions } from './pglite-worker.js';

/** The driver finds a server's socket as `<dir>/.s.PGSQL.<port>`. */
const PORT = 5432;

/**
 * The worker: `pglite-worker.js` beside this module in the build (which bundles this module into dist/server.js
 * and the worker into dist/pglite-worker.js); from source (tsx, the tests), the `.ts` file loaded through tsx.
 */
function newWorker(workerData: WorkerOptions, limits: ThreadLimits): Worker {
  // The database thread allocates little that lives: a small young generation keeps ~20 MB less resident.
  const resourceLimits = { maxYoungGenerationSizeMb: 8, ...limits };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData, resourceLimits });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true, workerData, resourceLimits });
}

/** The database thread's heap, when it must be smaller than Node's default (a test of what the thread keeps). */
export interface ThreadLimits {
  maxOldGenerationSizeMb?: number;
}

/**
 * Starts the embedded database (PGlite on `dataDir`) in a worker thread, serving the PostgreSQL protocol on a
 * Unix socket in a directory only this user can enter. Resolves once it accepts connections.
 */
export async function startEmbeddedServer(dataDir: string, limits: ThreadLimits = {}) {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'hotel-db-'));
  const worker = newWorker({ dataDir, socketPath: path.join(socketDir, `.s.PGSQL.${PORT}`) }, limits);
  let closing = false;
  // One listener for the worker's life: its first message says it is ready, its last that the data is closed.
  let onMessage = () => {};
  worker.on('message', () => onMessage());
  let onExit = (_code: number) => {};
  worker.on('exit', (code) => onExit(code));
  try {
    await new Promise<void>((resolve, reject) => {
      onMessage = resolve;
      onExit = (code) => reject(new Error(`The embedded database stopped while starting (exit ${code})`));
      worker.once('error', reject);
    });
  } catch (err) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw err;
  }
  worker.removeAllListeners('error');
  // The data is unreachable from here on: the process must not go on answering as if it were there.
  worker.on('error', (err) => {
    if (!closing) throw new Error(`The embedded database failed: ${err.message}`, { cause: err });
  });
  onExit = (code) => {
    if (!closing) throw new Error(`The embedded database stopped (exit ${code})`);
  };
  return {
    socketDir,
    port: PORT,
    async close() {
      closing = true;
      await new Promise<void>((resolve) => {
        onMessage = resolve;
        onExit = () => resolve();
        worker.postMessage({ close: true });
      });
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
