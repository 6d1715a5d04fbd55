// `npm run audit`: the production dependencies against the registry's advisories (QUALITY.md 28).
// Fails on any high or critical advisory that audit-exceptions.json does not list with its reason.
// A registry that cannot answer advisory queries (some mirrors refuse the bulk endpoint with 405) is
// reported loudly and, unless AUDIT_REQUIRED=1, does not fail the run: no answer is not a finding.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const SEVERE = new Set(['high', 'critical']);

function npmAudit() {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd: root, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (_error, stdout) => resolve(stdout),
    );
  });
}

const exceptions = JSON.parse(await readFile(path.join(root, 'scripts/audit-exceptions.json'), 'utf8'));
const allowed = new Map(exceptions.map((entry) => [entry.advisory, entry.reason]));

let report;
try {
  report = JSON.parse(await npmAudit());
} catch {
  report = { message: 'npm audit printed no JSON' };
}

if (!report.vulnerabilities) {
  console.warn(`npm audit: advisories could not be fetched: ${report.message ?? 'unknown error'}`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const findings = [];
for (const [name, entry] of Object.entries(report.vulnerabilities)) {
  for (const via of entry.via) {
    if (typeof via !== 'object' || !SEVERE.has(via.severity)) continue;
    const advisory = via.url ?? String(via.source);
    if (allowed.has(advisory)) {
      console.log(`npm audit: ${name} ${advisory} accepted: ${allowed.get(advisory)}`);
      continue;
    }
    findings.push(`${via.severity} ${name} (${entry.range}): ${via.title} ${advisory}`);
  }
}

if (findings.length > 0) {
  console.error(`npm audit: ${findings.length} high or critical advisories in production dependencies:`);
  for (const finding of findings) console.error(`  ${finding}`);
  console.error('Upgrade, or record the advisory with its reason in scripts/audit-exceptions.json.');
  process.exit(1);
}
console.log('npm audit: no high or critical advisories in production dependencies.');
