import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import autocannon from 'autocannon';
import { READ_BUFFER_BYTES, readsIntoOneBuffer } from './load-client.mjs';

const SMALL = Buffer.from('{"status":"ok"}');
// Larger than the buffer each connection reads into: one answer takes several reads.
const LARGE = Buffer.alloc(READ_BUFFER_BYTES * 3 + 123, 'a');
const PARTS = [Buffer.alloc(30_000, 'b'), Buffer.alloc(50_000, 'c'), Buffer.alloc(7, 'd')];

/** A server answering small, large and chunked answers, which counts the bytes it wrote. */
async function startServer() {
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    if (req.url === '/large') return res.end(LARGE);
    if (req.url === '/chunked') {
      for (const part of PARTS) res.write(part);
      return res.end();
    }
    if (req.url === '/closing') res.setHeader('connection', 'close');
    res.end(SMALL);
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    bytesWritten: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    connections: () => sockets.size,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const load = (url, amount) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 4, amount, setupClient: readsIntoOneBuffer }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

for (const path of ['/small', '/large', '/chunked']) {
  test(`every answer of ${path} is read whole, and every byte counted`, async (t) => {
    const server = await startServer();
    t.after(server.close);
    const result = await load(`${server.url}${path}`, 400);
    assert.equal(result.requests.total, 400);
    assert.equal(result['2xx'], 400);
    assert.equal(result.errors + result.timeouts + result.non2xx, 0);
    // What the server wrote is what the load generator read: no answer cut short or run into the next.
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(result.throughput.total, server.bytesWritten());
  });
}

test('a connection the server closes after its answer is opened again', async (t) => {
  const server = await startServer();
  t.after(server.close);
  const result = await load(`${server.url}/closing`, 40);
  // Each of the 4 connections answered more than once, each time on a new one.
  assert.ok(result['2xx'] > 8, `${result['2xx']} answers`);
  assert.ok(server.connections() >= result['2xx'], `${server.connections()} connections for ${result['2xx']} answers`);
  assert.equal(result.errors + result.timeouts + result.non2xx, 0);
});
