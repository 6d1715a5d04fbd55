// `npm start`: builds whatever is missing, then serves the whole app from this one Node process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const parts = [
  { workspace: '@hotel/web', output: 'apps/web/dist/.ssr/entry-server.js' },
  { workspace: '@hotel/api', output: 'apps/api/dist/server.js' },
];
for (const part of parts) {
  if (existsSync(new URL(`../${part.output}`, import.meta.url))) continue;
  console.log(`Building ${part.workspace} (first start)…`);
  const run = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
// The process settings of scripts/server-runtime.mjs (glibc's allocator, V8's young generation) must be in place
// when a process starts: without them the server runs as a child process that has them (signals passed on, its
// exit code returned).
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  const server = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, ...SERVER_NODE_ARGS, server], {
    stdio: 'inherit',
    env: { ...process.env, ...SERVER_ENV },
  });
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import('../apps/api/dist/server.js');
}
