// bench/baseline.json: the throughput ratios of a reference run (each route's req/s ÷ the bare Fastify of the
// same run; the sign-in's ÷ the bare sign-in's), per database and route. A later run fails when a ratio falls more
// than TOLERANCE below it.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const baselineFile = path.resolve(new URL('.', import.meta.url).pathname, 'baseline.json');
export const TOLERANCE = 0.15;

/** The stored ratios ({ [database]: { [route]: ratio } }), or null when there is no baseline yet. */
export async function readBaseline() {
  if (!existsSync(baselineFile)) return null;
  return JSON.parse(await readFile(baselineFile, 'utf8')).ratios ?? null;
}

/**
 * Stores the ratios of this run. A database this run did not measure keeps its stored ratios, so a run
 * without PostgreSQL does not erase them.
 */
export async function writeBaseline(runs, previous) {
  const ratios = { ...previous };
  for (const run of runs) ratios[run.key] = Object.fromEntries(run.routes.map((r) => [r.route, r.ratio]));
  const body = {
    about:
      'Throughput of each route as a ratio to a bare Fastify (bench/bare-server.mjs: the same fastify package, ' +
      'no plugins, its own process) measured in the same run (bench/run.mjs); the sign-in ("Login") as a ratio to ' +
      "the same server's bare sign-in, which only checks the password against a hash of the app's cost. " +
      `A run fails when a ratio is more than ${TOLERANCE * 100} % below this; refresh with ` +
      '`node bench/run.mjs --update-baseline` after a change that is meant to move them.',
    measured: new Date().toISOString().slice(0, 10),
    ratios,
  };
  await writeFile(baselineFile, `${JSON.stringify(body, null, 2)}\n`);
}

/** Each route of the run against its stored ratio; `dropped` when below the tolerance. */
export function compare(route, ratio, stored) {
  if (stored === undefined) return { route, baseline: null, ratio, change: null, dropped: false };
  const change = ratio / stored - 1;
  return { route, baseline: stored, ratio, change, dropped: ratio < stored * (1 - TOLERANCE) };
}
