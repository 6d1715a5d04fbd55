import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findViolations } from './check-boundaries.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const roots = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A small tree laid out like the repository, with the given files. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const allowed = {
  'apps/api/src/modules/rooms/rooms.repository.ts': "import { eq } from 'drizzle-orm';\nexport const a = eq;\n",
  'apps/api/src/modules/rooms/rooms.service.ts': "export { a } from './rooms.repository.js';\n",
  'apps/api/src/modules/tasks/tasks.service.ts':
    "import { a } from '../rooms/rooms.service.js';\nexport const b = a;\n",
  'apps/api/src/modules/index.ts': "export { r } from './rooms/rooms.routes.js';\n",
  'apps/api/src/db/notify.ts': "import { sql } from 'drizzle-orm';\nexport const n = sql;\n",
  'apps/api/src/modules/invoices/invoices.pdf.ts':
    "import type PDFKit from 'pdfkit';\nexport const pdf = async () => (await import('pdfkit')).default;\n",
  'apps/web/src/features/rooms/index.ts': "export { RoomsPage } from './rooms-page';\n",
  'apps/web/src/features/booking/panel.tsx':
    "import { RoomsPage } from '../rooms';\nimport { x } from '../rooms/index';\n",
  'apps/web/src/features/booking/parts/summary.tsx': "import { y } from '../panel';\n",
  'apps/web/src/server/entry-server.tsx': "import { prerender } from 'react-dom/static.edge';\n",
};

test('the repository keeps its import boundaries', () => {
  assert.deepEqual(findViolations(repo), []);
});

test('a tree that keeps every rule passes', () => {
  assert.deepEqual(findViolations(tree(allowed)), []);
});

test("a module reading another module's repository fails", () => {
  const root = tree({
    ...allowed,
    'apps/api/src/modules/tasks/tasks.service.ts': "import { a } from '../rooms/rooms.repository.js';\n",
  });
  assert.deepEqual(findViolations(root), [
    "modules/tasks/tasks.service.ts: imports modules/rooms/rooms.repository; use the rooms module's service instead",
  ]);
});

test('Drizzle in a service, or routes registered outside modules/index.ts, fail', () => {
  const root = tree({
    ...allowed,
    'apps/api/src/modules/tasks/tasks.service.ts': "import { sql } from 'drizzle-orm';\n",
    'apps/api/src/app.ts': "import { r } from './modules/rooms/rooms.routes.js';\n",
  });
  assert.deepEqual(findViolations(root).sort(), [
    'app.ts: imports modules/rooms/rooms.routes; routes and jobs are registered in modules/index.ts only',
    'modules/tasks/tasks.service.ts: imports drizzle-orm; SQL belongs in a repository or db/',
  ]);
});

test('a heavy package the server loads where it is used, imported as the server starts, fails', () => {
  const root = tree({
    ...allowed,
    'apps/api/src/modules/invoices/invoices.pdf.ts':
      "import PDFDocument from 'pdfkit';\nexport const p = PDFDocument;\n",
    'apps/api/src/modules/auth/auth.mfa.service.ts': "import { toString } from 'qrcode';\nexport const q = toString;\n",
  });
  assert.deepEqual(findViolations(root).sort(), [
    'modules/auth/auth.mfa.service.ts: imports qrcode as the server starts; load it where it is used (await import())',
    'modules/invoices/invoices.pdf.ts: imports pdfkit as the server starts; load it where it is used (await import())',
  ]);
});

test("a web feature reaching into another feature's folders, or ui/ depending on a feature, fails", () => {
  const root = tree({
    ...allowed,
    'apps/web/src/features/booking/panel.tsx': "import { Card } from '../rooms/room-card';\n",
    'apps/web/src/ui/badge.tsx': "const Page = () => import('../features/rooms');\n",
  });
  assert.deepEqual(findViolations(root).sort(), [
    'features/booking/panel.tsx: imports features/rooms/room-card; use features/rooms/index',
    'ui/badge.tsx: imports features/rooms; ui/ and lib/ must not depend on a feature',
  ]);
});

test('the command exits 1 and names the file on a planted violation', () => {
  const root = tree({
    ...allowed,
    'apps/api/src/modules/tasks/tasks.service.ts': "import { a } from '../rooms/rooms.repository.js';\n",
  });
  const run = spawnSync(process.execPath, [join(repo, 'scripts/check-boundaries.mjs'), root], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /modules\/tasks\/tasks\.service\.ts: imports modules\/rooms\/rooms\.repository/);
});

test("React's Node render build on the server fails: it leaves Node's promise hooks on", () => {
  const root = tree({
    ...allowed,
    'apps/web/src/server/entry-server.tsx': "import { prerender } from 'react-dom/static';\n",
    'apps/web/src/server/stream.tsx': "import { renderToPipeableStream } from 'react-dom/server.node';\n",
  });
  assert.deepEqual(findViolations(root), [
    'server/entry-server.tsx: imports react-dom/static; render with react-dom/static.edge',
    'server/stream.tsx: imports react-dom/server.node; render with react-dom/server.edge',
  ]);
});
