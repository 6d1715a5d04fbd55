import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS } from '@hotel/shared';
import { describe, expect, it } from 'vitest';

// The access table is split into one file per server module (packages/shared/src/access/<module>.access.ts), so
// that who may call a module's routes is read beside the module's name. This holds each file to its module.
const here = dirname(fileURLToPath(import.meta.url));
const accessDir = join(here, '../../../../packages/shared/src/access');
const modulesDir = join(here, '../modules');

const routeKeys = (text: string) =>
  [...text.matchAll(/^\s*'([A-Z]+) ([^']+)':/gm)].map(([, method, path]) => ({
    method: method!,
    path: path!,
  }));

const moduleRoutesSource = (module: string) =>
  readdirSync(join(modulesDir, module))
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => readFileSync(join(modulesDir, module, file), 'utf8'))
    .join('\n');

const accessFiles = readdirSync(accessDir).filter((file) => file.endsWith('.access.ts'));
const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());

describe('the access table, one file per module', () => {
  it('has a file for every module that declares routes, named after it', () => {
    const withRoutes = modules.map((entry) => entry.name).filter((name) => moduleRoutesSource(name).length > 0);
    const named = accessFiles.map((file) => file.replace('.access.ts', ''));
    expect(withRoutes.filter((name) => !named.includes(name))).toEqual([]);
  });

  for (const file of accessFiles.filter((name) => name !== 'system.access.ts')) {
    const module = file.replace('.access.ts', '');
    it(`lists in ${file} only routes that the ${module} module declares`, () => {
      const source = moduleRoutesSource(module);
      const elsewhere = routeKeys(readFileSync(join(accessDir, file), 'utf8')).filter(
        ({ path }) => !source.includes(`'${path}'`),
      );
      expect(elsewhere).toEqual([]);
    });
  }

  it('keeps every route of the table in one of the files', () => {
    const listed = accessFiles.flatMap((file) =>
      routeKeys(readFileSync(join(accessDir, file), 'utf8')).map(({ method, path }) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(Object.keys(ACCESS).sort());
  });
});
