import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplateUrl: string | null;
  }
}

export const TEMPLATE_DB = 'hotel_test_template';

/** Migrate once; every test file then starts from a copy (PGlite dump, or a PostgreSQL template database). */
export async function setup(project: TestProject) {
  const client = await PGlite.create({ extensions: { btree_gist } });
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { migrationsFolder } = await import('../src/db/client.js');
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  const file = path.join(tmpdir(), `hotel-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', file);

  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (process.env.TEST_DB === 'postgres' && !url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  project.provide('postgresTemplateUrl', url ? await preparePostgresTemplate(url) : null);
}

async function preparePostgresTemplate(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = withDatabase(url, TEMPLATE_DB);
  const database = await openDatabase({ kind: 'postgres', url: templateUrl });
  await runMigrations(database);
  await database.close();
  return templateUrl;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
