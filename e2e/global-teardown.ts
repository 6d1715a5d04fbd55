import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the server that global-setup.ts started (gracefully, then by force) and removes its data, and the run's
 * saved sign-ins (their sessions would still open a server given by E2E_BASE_URL).
 */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid > 0 && isRunning(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (isRunning(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  const runId = process.env.E2E_RUN_ID;
  if (runId) {
    const authDir = join(dirname(fileURLToPath(import.meta.url)), '.auth', runId);
    await rm(authDir, { recursive: true, force: true });
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
}
