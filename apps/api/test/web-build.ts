import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const builtApp = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Where the built web app is for a suite that probes every route the server has: the real build when there is
 * one, otherwise a small stand-in with the same kind of files (index.html with its inline theme script, a
 * fingerprinted entry script, the build's manifest). In a fresh clone the server suite runs before the web app
 * is built, and without either the server registers no web route at all, so none would be probed.
 */
export async function webBuildForTests(): Promise<{ dir: string; remove: () => Promise<void> }> {
  if (existsSync(path.join(builtApp, 'index.html'))) return { dir: builtApp, remove: async () => {} };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hotel-web-build-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>The Aurelia</title>' +
      '<script>document.documentElement.dataset.theme = "light";</script></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  await writeFile(path.join(dir, 'assets/index-abc123.js'), 'document.getElementById("root").textContent = "ok";');
  await writeFile(path.join(dir, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
