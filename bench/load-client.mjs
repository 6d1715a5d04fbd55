import net from 'node:net';

/** What each connection of the load generator reads into, again and again: larger answers come in several reads. */
export const READ_BUFFER_BYTES = 64 * 1024;

/**
 * autocannon's `setupClient` for runs that do not read the answers (all but those with `verifyBody` or an
 * `onResponse`): the load generator then pays for an answer what a browser's network stack would, its bytes.
 *
 * - It keeps no body. autocannon keeps every answer's body as a string, decoded as UTF-8, for `onResponse` and
 *   `verifyBody`: for a compressed page that decoding cost the load generator more CPU than the server spent on the
 *   page (131 against 97 µs a request, measured from /proc), and on a machine whose cores the two share it was
 *   taken from the server.
 * - Each connection reads into one buffer of its own (`onread`). A Node.js socket otherwise allocates a new 64 KB
 *   buffer for every read, memory outside the JavaScript heap that V8 counts towards its next full collection: at
 *   tens of thousands of answers a second the load generator's process went into full collections every ~40 ms
 *   and stayed there, and its CPU for the room list's ~10 KB answer went from ~17 to 20–26 µs, as much as the
 *   server's, from one run to the next of the same process. The runs of the bare Fastify sending the same answer
 *   then measured the load generator: 0.39–0.68 of the bare Fastify on one machine in one hour. Read into one
 *   buffer, it costs 13–15 µs an answer run after run, and a small answer 8.3–8.8 µs instead of 9.3.
 *
 * The parser copies what it keeps of the headers, and no body is kept, so the buffer may be read into again.
 */
export function readsIntoOneBuffer(client) {
  client.pipelinedRequests.addBody = () => {};
  const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
  const onRead = (nread, chunk) => {
    client.pipelinedRequests.addByteCount(nread);
    client.parser.execute(chunk, 0, nread);
  };
  // As autocannon's own `_connect` (lib/httpClient.js, 9.0.0) for a plain-HTTP URL, with `onread`.
  client._connect = function connect() {
    if (this.secure || this.ipc) throw new Error('The load runs are plain HTTP over TCP');
    this.conn = net.connect({ port: this.opts.port, host: this.opts.hostname, onread: { buffer, callback: onRead } });
    this.conn.on('error', (error) => {
      this.emit('connError', error);
      if (!this.destroyed) this._connect();
    });
    this.conn.on('end', () => {
      if (!this.destroyed) this._connect();
    });
    for (let i = 0; i < this.opts.pipelining; i++) this._doRequest();
  };
}
