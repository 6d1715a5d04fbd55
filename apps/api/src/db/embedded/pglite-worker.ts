// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) behind a Unix socket that
// speaks the PostgreSQL wire protocol, so the server reaches it with the same driver as a PostgreSQL server and
// a slow query no longer holds up the server's event loop (decision 012).
//
// PGlite is one backend. Several connections share it: their requests run one at a time, in arrival order, and
// a connection that leaves the backend inside a transaction (or in the middle of an extended-protocol exchange)
// keeps it until the backend is idle again. Prepared statements get per-connection names. A plain BEGIN is
// answered at once and run with the connection's next request: until then the transaction has done nothing,
// and the backend serves the others instead of waiting for the connection to send it.
import { createServer, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import {
  BEGIN_ANSWER,
  CANCEL_REQUEST,
  completeMessagesEnd,
  isPlainBegin,
  messages,
  readyStatus,
  renameStatement,
  SSL_REQUEST,
} from './wire.js';

export interface WorkerOptions {
  dataDir: string;
  socketPath: string;
}

interface Connection {
  id: number;
  socket: Socket;
  buffer: Buffer;
  startup: boolean;
  statements: Set<string>;
  closed: boolean;
  /** A BEGIN answered but not yet run: it goes to the backend just before the connection's next request. */
  begun: Buffer | null;
}

interface Job {
  connection: Connection;
  run: () => Promise<void>;
}

const { dataDir, socketPath } = workerData as WorkerOptions;
// PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which grows to hold them and never shrinks:
// at the default 128 MB the memory reached 188 MB. At 16 MB it stays within its initial 128 MB; the hotel's
// data is a few MB, and a page not in the buffers is a read of a file the OS keeps cached.
const db = await PGlite.create(dataDir, {
  extensions: { btree_gist },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
});
// On a new data directory initdb ran first, in a WebAssembly memory of its own (188 MB, most of it resident) that
// this thread's garbage collector could leave in place for the whole run: collected now, once.
setFlagsFromString('--expose-gc');
(runInNewContext('gc') as () => void)();

const jobs: Job[] = [];
let owner: Connection | null = null;
let pumping = false;

async function pump() {
  if (pumping) return;
  pumping = true;
  try {
    for (;;) {
      // While a connection holds the backend, only its own requests run; the others wait their turn.
      const index = owner ? jobs.findIndex((job) => job.connection === owner) : 0;
      if (index < 0 || jobs.length === 0) break;
      const [job] = jobs.splice(index, 1);
      await job!.run();
    }
  } finally {
    pumping = false;
  }
}

function enqueue(connection: Connection, run: () => Promise<void>) {
  jobs.push({ connection, run });
  void pump();
}

/**
 * One request on the backend, and what the backend sent back, as it was sent. Not `execProtocolRaw`: that also
 * parses every message of the answer for PGlite's own query API and keeps them until its next `exec`, so a
 * connection that never closes made this thread hold every row it was ever sent (200 MB of rows, 218 MB kept).
 */
async function run(request: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await db.execProtocolRawStream(new Uint8Array(request.buffer, request.byteOffset, request.byteLength), {
    // A view of the backend's memory, reused for its next message: copied.
    onRawData: (data) => chunks.push(Buffer.from(data)),
  });
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

async function execute(connection: Connection, request: Buffer) {
  if (connection.closed) return;
  if (owner !== connection && !connection.begun && isPlainBegin(request)) {
    connection.begun = request;
    if (!connection.socket.destroyed) connection.socket.write(BEGIN_ANSWER);
    return;
  }
  if (connection.begun) {
    const begun = connection.begun;
    connection.begun = null;
    await run(begun);
  }
  const output = await run(request);
  const status = readyStatus(output);
  owner = status === 'I' ? null : connection;
  if (!connection.socket.destroyed) connection.socket.write(output);
}

/** What a connection left behind: its open transaction and its prepared statements. */
async function release(connection: Connection) {
  connection.begun = null;
  if (owner === connection) {
    if (db.isInTransaction()) await db.exec('ROLLBACK');
    owner = null;
  }
  for (const name of connection.statements) await db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`);
  connection.statements.clear();
}

function onData(connection: Connection, chunk: Buffer) {
  connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
  if (connection.startup && connection.buffer.length >= 8) {
    const code = connection.buffer.readInt32BE(4);
    // Nothing to cancel with requests taking turns, and no TLS on a local socket.
    if (code === CANCEL_REQUEST) return connection.socket.destroy();
    if (code === SSL_REQUEST) {
      connection.buffer = connection.buffer.subarray(8);
      connection.socket.write('N');
      return onData(connection, Buffer.alloc(0));
    }
  }
  const end = completeMessagesEnd(connection.buffer, connection.startup);
  if (end === 0) return;
  const complete = connection.buffer.subarray(0, end);
  connection.buffer = connection.buffer.subarray(end);
  let request: Buffer;
  if (connection.startup) {
    connection.startup = false;
    const length = complete.readInt32BE(0);
    request = Buffer.concat([complete.subarray(0, length), rewrite(connection, complete.subarray(length))]);
  } else request = rewrite(connection, complete);
  if (request.length > 0) enqueue(connection, () => execute(connection, request));
}

function rewrite(connection: Connection, run: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (const { type, bytes } of messages(run)) {
    if (type === 'X') {
      connection.socket.end();
      break;
    }
    const renamed = renameStatement(type, bytes, (name) => `${name}~${connection.id}`);
    if (renamed.prepared) connection.statements.add(renamed.prepared);
    if (renamed.closed) connection.statements.delete(renamed.closed);
    parts.push(renamed.bytes);
  }
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

let nextId = 1;
const server = createServer((socket) => {
  socket.setNoDelay(true);
  const connection: Connection = {
    id: nextId++,
    socket,
    buffer: Buffer.alloc(0),
    startup: true,
    statements: new Set(),
    closed: false,
    begun: null,
  };
  socket.on('data', (chunk) => onData(connection, chunk));
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    connection.closed = true;
    // Its requests not yet run are dropped; what it left on the backend is cleaned up in turn.
    for (let i = jobs.length - 1; i >= 0; i--) if (jobs[i]!.connection === connection) jobs.splice(i, 1);
    jobs.unshift({ connection, run: () => release(connection) });
    if (owner === connection || !owner) void pump();
  });
});

server.listen(socketPath, () => parentPort!.postMessage({ ready: true }));

parentPort!.on('message', async (message: { close?: boolean }) => {
  if (!message.close) return;
  server.close();
  await db.close();
  parentPort!.postMessage({ closed: true });
});
