#!/usr/bin/env node
// Adds <link rel="preload"> for the web fonts every public page shows above the fold to the built
// index.html. A browser asks for a font only when a layout needs it: after the stylesheet has arrived and the
// page (drawn by the server, or by the app's script for the pages the browser draws) has been laid out once.
// Without the preload the fonts start that late and the page re-lays out when they arrive; with it they
// download beside the stylesheet and the script.
//
// The font files get content hashes from the build, so their URLs are read from the built stylesheet.
// A font missing there fails the build: a renamed file must not silently lose its preload.
// `node scripts/preload-fonts.mjs [distDir]`; runs after `vite build`, before compress-dist.mjs.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Body text (Inter) and headings and the brand (Playfair Display): the site's cut of each (src/fonts/), upright. */
export const ABOVE_THE_FOLD_FONTS = ['inter-latin-core', 'playfair-display-latin-core'];

export async function preloadFonts(dist, fonts = ABOVE_THE_FOLD_FONTS) {
  const htmlPath = path.join(dist, 'index.html');
  const html = await readFile(htmlPath, 'utf8');
  const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]);
  if (stylesheets.length === 0) throw new Error(`${htmlPath} links no stylesheet`);
  const css = (await Promise.all(stylesheets.map((href) => readFile(path.join(dist, href), 'utf8')))).join('\n');

  const hrefs = fonts.map((font) => {
    const href = new RegExp(`url\\(["']?(/assets/${font}-[\\w-]+\\.woff2)["']?\\)`).exec(css)?.[1];
    if (!href) throw new Error(`The built stylesheet has no ${font}.woff2 to preload`);
    return href;
  });
  const missing = hrefs.filter((href) => !html.includes(`href="${href}"`));
  if (missing.length === 0) return hrefs;
  // Before the first script, so the requests start as soon as the head is parsed.
  const at = html.search(/\n\s*<script/);
  if (at < 0) throw new Error(`${htmlPath} has no script`);
  const links = missing.map(
    (href) => `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
  );
  await writeFile(htmlPath, html.slice(0, at) + links.join('') + html.slice(at));
  return hrefs;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const hrefs = await preloadFonts(dist);
  console.log(`Preloaded in ${path.join(dist, 'index.html')}: ${hrefs.join(', ')}`);
}
