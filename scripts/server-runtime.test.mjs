import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-runtime.mjs';

// The Dockerfile cannot import the settings `npm start` and the benchmark share, so it repeats them: a setting
// changed in one place only would leave the image running a server unlike the one measured.
const dockerfile = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'Dockerfile'), 'utf8');

test("the image starts the server with npm start's Node flags, in the same order", () => {
  const cmd = dockerfile.match(/^CMD (\[.*\])$/m);
  assert.ok(cmd, 'the Dockerfile has an exec-form CMD');
  assert.deepEqual(JSON.parse(cmd[1]), ['node', ...SERVER_NODE_ARGS, 'apps/api/dist/server.js']);
});

test("the image sets npm start's environment for the server's process", () => {
  const set = new Map(
    [...dockerfile.matchAll(/^ENV (.+)$/gm)].flatMap(([, pairs]) => pairs.split(/\s+/).map((pair) => pair.split('='))),
  );
  for (const [name, value] of Object.entries(SERVER_ENV)) assert.equal(set.get(name), value, name);
});

test("the server follows up to 32 object shapes at an access, one for each scope's request and reply classes", () => {
  assert.ok(SERVER_NODE_ARGS.includes('--max-valid-polymorphic-map-count=32'));
});
