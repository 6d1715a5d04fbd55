#!/usr/bin/env node
// Finishes the build for pages the server sends drawn (apps/api/src/plugins/web-render.ts):
//
// 1. public/theme-init.js is written in place of its <script src>. It must run before the first paint (or the
//    page flashes the wrong theme), and as a file it is a request that every page's first paint waits for.
//    The server allows exactly this script, by its hash, in the Content-Security-Policy (plugins/web.ts).
// 2. For each public page, the chunks of its route that the browser needs before it can take the page over
//    are listed in .ssr/route-preloads.json; the server links them (modulepreload) into the page it draws, so
//    they download beside the app's script instead of after it. Which files a route loads first is the web
//    budget's own reckoning (scripts/web-budget.mjs).
//
// `node scripts/finish-index-html.mjs [distDir]`; runs after both `vite build`s, before compress-dist.mjs.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureWeb } from '../../../scripts/web-budget.mjs';

const THEME_TAG = '<script src="/theme-init.js"></script>';

export async function finishIndexHtml(dist) {
  const htmlPath = path.join(dist, 'index.html');
  const html = await readFile(htmlPath, 'utf8');
  if (!html.includes(THEME_TAG)) throw new Error(`${htmlPath} has no ${THEME_TAG} to inline`);

  const script = (await readFile(path.join(dist, 'theme-init.js'), 'utf8'))
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n')
    .trim();
  if (script.includes('</script')) throw new Error('theme-init.js cannot be inlined: it contains </script');

  await writeFile(
    htmlPath,
    html.replace(THEME_TAG, () => `<script>${script}</script>`),
  );
}

export async function writeRoutePreloads(dist) {
  const { routes, entryFiles } = await measureWeb(dist);
  const firstLoad = new Set(entryFiles);
  const preloads = Object.fromEntries(
    routes.map(({ route, files }) => [
      route.slice(1),
      files.filter((file) => /\.m?js$/.test(file) && !firstLoad.has(file)).map((file) => `/${file}`),
    ]),
  );
  await writeFile(path.join(dist, '.ssr', 'route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  await finishIndexHtml(dist);
  await writeRoutePreloads(dist);
  console.log(`Finished ${path.join(dist, 'index.html')}: theme script inlined, route preloads listed`);
}
