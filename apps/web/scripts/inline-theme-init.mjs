#!/usr/bin/env node
// Writes public/theme-init.js into the built index.html in place of its <script src>: it must run before the
// first paint (or the page flashes the wrong theme), and as a file it is a request every page waits for.
// The server allows exactly this script by its hash in the Content-Security-Policy (apps/api/src/plugins/web.ts).
// `node scripts/inline-theme-init.mjs [distDir]`; runs after `vite build`, before compress-dist.mjs.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TAG = '<script src="/theme-init.js"></script>';

export async function inlineThemeInit(dist) {
  const htmlPath = path.join(dist, 'index.html');
  const html = await readFile(htmlPath, 'utf8');
  if (!html.includes(TAG)) throw new Error(`${htmlPath} has no ${TAG} to inline`);
  const script = (await readFile(path.join(dist, 'theme-init.js'), 'utf8')).trim();
  if (script.includes('</script')) throw new Error('theme-init.js cannot be inlined: it contains </script');
  await writeFile(
    htmlPath,
    html.replace(TAG, () => `<script>${script}</script>`),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  await inlineThemeInit(dist);
  console.log(`Inlined theme-init.js in ${path.join(dist, 'index.html')}`);
}
