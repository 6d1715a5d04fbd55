// Markdown pieces of docs/BENCHMARKS.md.
import os from 'node:os';
import { TOLERANCE } from './baseline.mjs';

export const markdownTable = (rows) => {
  const keys = Object.keys(rows[0]);
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${keys.map((k) => r[k]).join(' | ')} |`),
  ].join('\n');
};

export function machine(postgres) {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    `- Memory: ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node.js: ${process.version}`,
    '- Load generator: autocannon on the same machine, keeping no answer body and reading each connection into one buffer (`bench/load-client.mjs`; it takes CPU from the server; ratios are the comparable figures)',
    ...(postgres ? [`- Database server: ${postgres}`] : []),
  ].join('\n');
}

const percent = (change) => `${change > 0 ? '+' : ''}${Math.round(change * 100)} %`;

/** The run's ratios against bench/baseline.json, as a table (null when there is nothing to compare). */
export function baselineTable(comparison) {
  const rows = comparison.filter((c) => c.baseline !== null);
  if (rows.length === 0) return null;
  return markdownTable(
    rows.map((c) => ({
      route: c.route,
      baseline: c.baseline,
      'this run': c.ratio,
      change: percent(c.change),
      verdict: c.dropped
        ? `**dropped** (over ${TOLERANCE * 100} %)`
        : c.remeasured === undefined
          ? 'ok'
          : `ok when measured again (${c.remeasured})`,
    })),
  );
}

export function webSection(web) {
  if (!web) return 'The web app was not built: no figures.';
  const routes = web.routes.map((r) => ({
    route: `\`${r.route}\``,
    'JS KB': r.jsKb,
    'budget KB': r.budgetKb ?? web.budgetKb,
    'CSS KB': r.cssKb,
    ...(r.laterKb === undefined ? {} : { 'JS KB after the first render': r.laterKb }),
    files: r.files.length,
  }));
  const lazy = web.lazyChunks.slice(0, 15).map((c) => ({ chunk: `\`${c.name}\``, KB: c.kb }));
  return `Gzip KB of the production build (\`apps/web/dist\`), measured by \`scripts/web-budget.mjs\`: what the browser
fetches before each public page first renders (the entry, its imports and the page's own chunk).
${web.ok ? 'Every route is within its budget.' : `**Over budget:** ${(web.problems ?? []).join('; ')}.`}

${markdownTable(routes)}

The largest chunks loaded later (staff panels, forms, the date picker), ${web.lazyChunks.length} in all:

${markdownTable(lazy)}
`;
}

export function lighthouseSection(lighthouse) {
  if (!lighthouse) return 'Lighthouse was not run (see the output of the run for the reason).';
  const { runs, results } = lighthouse;
  return `Lighthouse, mobile preset, median of ${runs} runs per page (\`bench/lighthouse.mjs\`) against the production
build on the embedded database, after the API runs. Scores are 0–100.

${markdownTable(results.map((r) => ({ ...r, path: r.path.replace(/^\/room\/[\w-]+$/, '/room/:id (the first room)') })))}
`;
}
