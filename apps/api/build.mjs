// Bundles the server into dist/server.js: our code and @hotel/shared inlined, npm packages left as imports.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@hotel/shared');

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/db/migrate-cli.ts',
    seed: 'src/db/seed/seed-cli.ts',
    'pglite-worker': 'src/db/embedded/pglite-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
// The demo rooms' pictures, read by the seed from beside the bundles.
await cp('src/db/seed/assets', 'dist/assets', { recursive: true });
console.log('Built apps/api/dist');
