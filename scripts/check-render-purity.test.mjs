import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findImpureRenders } from './check-render-purity.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const roots = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A public feature file with the given source, in a tree laid out like the repository. */
function publicFile(source, name = 'apps/web/src/features/home/page.tsx') {
  const root = mkdtempSync(join(tmpdir(), 'render-purity-'));
  roots.push(root);
  mkdirSync(dirname(join(root, name)), { recursive: true });
  writeFileSync(join(root, name), source);
  return root;
}

test('the public pages read nothing of the browser or the clock while rendering', () => {
  assert.deepEqual(findImpureRenders(repo), []);
});

test('storage, window and the clock in a component body are found, with their line', () => {
  const root = publicFile(
    [
      'export function Greeting() {',
      "  const name = localStorage.getItem('name');",
      '  const wide = window.innerWidth > 600;',
      '  return <p>{name} {wide} {Date.now()}</p>;',
      '}',
    ].join('\n'),
  );
  assert.deepEqual(findImpureRenders(root), [
    'apps/web/src/features/home/page.tsx:2: localStorage read while rendering',
    'apps/web/src/features/home/page.tsx:3: window read while rendering',
    'apps/web/src/features/home/page.tsx:4: Date.now() read while rendering',
  ]);
});

test('a hook, an arrow component and a useState initialiser render too', () => {
  const root = publicFile(
    [
      'export const useNow = () => new Date();',
      'export const Banner = () => {',
      "  const [seen] = useState(() => sessionStorage.getItem('seen'));",
      '  return <p>{seen}</p>;',
      '};',
    ].join('\n'),
  );
  assert.deepEqual(findImpureRenders(root), [
    'apps/web/src/features/home/page.tsx:1: new Date() read while rendering',
    'apps/web/src/features/home/page.tsx:3: sessionStorage read while rendering',
  ]);
});

test('effects, handlers, browser-only setup at the top level and a said reason pass', () => {
  const root = publicFile(
    [
      "if (typeof window !== 'undefined') window.addEventListener('popstate', () => {});",
      'export function Clock() {',
      '  useEffect(() => { document.title = String(Date.now()); }, []);',
      '  const onClick = () => window.scrollTo(0, 0);',
      '  // render-purity: drawn in the browser only',
      '  const hash = window.location.hash;',
      '  const formatDate = (d = new Date()) => d.toISOString();',
      '  return <button onClick={onClick}>{hash}{formatDate}</button>;',
      '}',
    ].join('\n'),
  );
  assert.deepEqual(findImpureRenders(root), []);
});

test('a browser-only branch inside a render is still found: the server would draw the other branch', () => {
  const root = publicFile(
    [
      'export function Width() {',
      "  if (typeof window !== 'undefined') return <p>{window.innerWidth}</p>;",
      '  return null;',
      '}',
    ].join('\n'),
  );
  assert.equal(findImpureRenders(root).length, 2);
});

test('the command exits 1 on a planted read', () => {
  const root = publicFile('export const Now = () => <p>{Date.now()}</p>;\n');
  const run = spawnSync(process.execPath, [join(repo, 'scripts/check-render-purity.mjs'), root], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /page\.tsx:1: Date\.now\(\) read while rendering/);
});
