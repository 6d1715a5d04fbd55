// `npm start`: builds whatever is missing, then serves the whole app from this one Node process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
await import('../apps/api/dist/server.js');
