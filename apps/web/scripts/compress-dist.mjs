#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the Vite build, once at build time
// at the highest levels, so the server sends them as they are (@fastify/static `preCompressed`) instead of
// compressing on each request. `node scripts/compress-dist.mjs [distDir]`; runs after `vite build`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Images, fonts (woff2 is already Brotli) and video are compressed formats: another pass only costs bytes.
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // the build's own records (.vite/manifest.json), not for browsers
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && TEXT.has(path.extname(entry.name))) yield full;
  }
}

export async function compressDist(dist) {
  let before = 0;
  let after = 0;
  for await (const file of files(dist)) {
    const body = await readFile(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    // A copy no smaller than the file would only make the answer bigger: the server then sends the file.
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    before += body.length;
    after += Math.min(br.length, body.length);
  }
  return { before, after };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  if (!(await stat(dist).catch(() => null))?.isDirectory()) {
    console.error(`No build at ${dist}: run vite build first.`);
    process.exit(1);
  }
  const { before, after } = await compressDist(dist);
  console.log(
    `Precompressed ${dist}: ${Math.round(before / 1024)} kB of text, ${Math.round(after / 1024)} kB as Brotli`,
  );
}
