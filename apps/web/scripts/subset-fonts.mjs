#!/usr/bin/env node
// Writes src/fonts/: the site's two typefaces cut to the letters its pages use, and the @font-face rules that
// put them in front of @fontsource-variable's files.
//
// Every page preloads its body and heading fonts, and on a mobile network those bytes come before the largest
// paint. Fontsource's Latin files hold every Latin letter, every OpenType alternate and weights 100–900 (Inter
// 48 KB, Playfair Display 39 KB, its italic 39 KB). The cuts keep what the site sets: printable ASCII, the
// typographer's punctuation, Latin-1's accented letters in body text (guests' names and reviews), and the
// weights 400–700 (Tailwind's normal to bold; a lighter or heavier request is drawn at 400 or 700). They are
// declared after Fontsource's faces with a unicode-range of exactly their letters, so any other character
// (a Polish name, a Greek letter) is still drawn by Fontsource's file, fetched only by a page that has one.
//
// `npm run fonts -w @hotel/web` after changing the letters or upgrading Fontsource; the output is committed.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../src/fonts/', import.meta.url));

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ASCII = range(0x20, 0x7e);
const PUNCTUATION = [...'\u00a0–—‘’‚“”„•…€™←↑→↓'].map((c) => c.codePointAt(0));
const LATIN_1 = range(0xa1, 0xff);

const FONTS = [
  {
    family: 'Inter Variable',
    style: 'normal',
    weight: '100 900',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    out: 'inter-latin-core.woff2',
    codePoints: [...ASCII, ...PUNCTUATION, ...LATIN_1],
  },
  {
    family: 'Playfair Display Variable',
    style: 'normal',
    weight: '400 900',
    source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    out: 'playfair-display-latin-core.woff2',
    codePoints: [...ASCII, ...PUNCTUATION],
  },
  {
    family: 'Playfair Display Variable',
    style: 'italic',
    weight: '400 900',
    source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2',
    out: 'playfair-display-latin-core-italic.woff2',
    codePoints: [...ASCII, ...PUNCTUATION],
  },
];

/** `U+0020-007E, U+00A0, …`: consecutive code points as one span. */
function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  const spans = [];
  for (const point of sorted) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

const rules = [];
for (const font of FONTS) {
  const original = await readFile(require.resolve(font.source));
  const cut = await subsetFont(original, String.fromCodePoint(...font.codePoints), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  await writeFile(path.join(outDir, font.out), cut);
  console.log(`${font.out}: ${(original.length / 1024).toFixed(1)} KB -> ${(cut.length / 1024).toFixed(1)} KB`);
  rules.push(`@font-face {
  font-family: "${font.family}";
  font-style: ${font.style};
  font-display: swap;
  font-weight: ${font.weight};
  src: url(./${font.out}) format("woff2-variations");
  unicode-range:
    ${unicodeRange(font.codePoints)};
}`);
}

await writeFile(
  path.join(outDir, 'fonts.css'),
  `/* Written by scripts/subset-fonts.mjs (see there why); imported after @fontsource-variable's faces. */\n${rules.join('\n')}\n`,
);
