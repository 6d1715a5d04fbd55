// The reference every figure of the benchmark is a ratio to: a bare Fastify (the project's own `fastify`
// package, as apps/api resolves it; no plugins, logger off) answering GET /api/health with {"status":"ok"},
// in its own process. `startBare()` starts it on a free port; run directly (`node bench/bare-server.mjs`),
// this file is that process, listening on PORT (a free one when unset) and printing its address.
// `startBare({ headers, answers })` makes the same server send the given headers with every answer (and a new
// x-request-id when they have one), and answer each path of `answers` with its fixed body: the app's own answer
// headers and bodies on a server that does nothing else. `startBare({ signIn: { password } })` answers
// POST /api/auth/login by checking the body's password against a hash of `password` made at the app's cost, and
// nothing else: the reference of the app's sign-in, whose time is mostly that hash, on the same machine's threads.

import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_ENV } from '../scripts/server-runtime.mjs';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');

/** The `fastify` package that apps/api itself loads, and its version. */
export function projectFastify() {
  const require = createRequire(path.join(root, 'apps/api/package.json'));
  const entry = require.resolve('fastify');
  const { version } = require('fastify/package.json');
  return { entry, version };
}

/**
 * The app's password hashing (apps/api/src/lib/passwords.ts): argon2id at OWASP's minimum. A test checks that the
 * app's hashes carry these parameters, so the bare sign-in cannot drift from the cost it stands for.
 */
const PASSWORD_HASH = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** What an encoded argon2 hash says of its cost: `$argon2id$v=19$m=…,t=…,p=…`, without its salt and digest. */
export const hashParameters = (encoded) => encoded.split('$').slice(0, 4).join('$');

/** The `@node-rs/argon2` package that apps/api loads. */
function projectArgon2() {
  return createRequire(path.join(root, 'apps/api/package.json')).resolve('@node-rs/argon2');
}

/**
 * Starts the bare server in a child process; resolves to `{ base, pid, version, stop }` once it listens (and,
 * with `signIn`, `hashed`: the parameters of its hash, as `$argon2id$v=19$m=…,t=…,p=…`).
 */
export function startBare({ headers, answers, signIn } = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(here, [], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        BARE_HEADERS: headers ? JSON.stringify(headers) : '',
        BARE_ANSWERS: answers ? JSON.stringify(answers) : '',
        BARE_SIGN_IN_PASSWORD: signIn?.password ?? '',
        // The app's allocator settings: each hash takes its 19 MiB from them, on libuv's threads as in the app.
        ...(signIn ? SERVER_ENV : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
    };
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The bare Fastify exited with ${code} before listening`)));
    child.once('message', ({ port, version, hashed }) =>
      resolve({ base: `http://127.0.0.1:${port}`, pid: child.pid, version, hashed, stop }),
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  const { entry, version } = projectFastify();
  const { default: Fastify } = await import(pathToFileURL(entry).href);
  const app = Fastify({ logger: false });
  const headers = process.env.BARE_HEADERS ? JSON.parse(process.env.BARE_HEADERS) : null;
  if (headers) {
    const requestId = 'x-request-id' in headers;
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      if (requestId) reply.header('x-request-id', randomUUID());
      done();
    });
  }
  app.get('/api/health', async () => ({ status: 'ok' }));
  const answers = process.env.BARE_ANSWERS ? JSON.parse(process.env.BARE_ANSWERS) : {};
  for (const [url, { body, type, headers: own = {} }] of Object.entries(answers)) {
    const bytes = Buffer.from(body);
    app.get(url, (_request, reply) => {
      reply.headers(own).type(type).send(bytes);
    });
  }
  let hashed;
  if (process.env.BARE_SIGN_IN_PASSWORD) {
    const { hash, verify } = await import(pathToFileURL(projectArgon2()).href);
    const stored = await hash(process.env.BARE_SIGN_IN_PASSWORD, PASSWORD_HASH);
    hashed = hashParameters(stored);
    app.post('/api/auth/login', async (request, reply) => {
      const ok = await verify(stored, String(request.body?.password ?? '')).catch(() => false);
      return ok ? { status: 'ok' } : reply.code(401).send({ status: 'unauthorized' });
    });
  }
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  const { port } = app.server.address();
  if (process.send) process.send({ port, version, hashed });
  else console.log(`bare Fastify ${version} on http://127.0.0.1:${port}`);
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}
