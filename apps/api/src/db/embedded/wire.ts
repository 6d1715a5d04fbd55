// Just enough of the PostgreSQL wire protocol (frontend side) to share one embedded backend between several
// client connections: cutting the byte stream into messages, giving each connection's prepared statements
// names of their own, and reading the transaction status the backend reports.

/** The first message of a connection has no type byte: its length, then the protocol version or a request code. */
export const PROTOCOL_V3 = 196_608;
export const CANCEL_REQUEST = 80_877_102;
export const SSL_REQUEST = 80_877_103;

/** Where the complete messages in `buffer` end (0 when none is complete yet). */
export function completeMessagesEnd(buffer: Buffer, startup: boolean): number {
  let end = 0;
  if (startup) {
    if (buffer.length < 8) return 0;
    const length = buffer.readInt32BE(0);
    if (buffer.length < length) return 0;
    end = length;
  }
  while (buffer.length - end >= 5) {
    const length = buffer.readInt32BE(end + 1);
    if (buffer.length - end < 1 + length) break;
    end += 1 + length;
  }
  return end;
}

/** Each message of a run of complete messages: its type byte and its whole bytes. */
export function* messages(buffer: Buffer): Generator<{ type: string; bytes: Buffer }> {
  let at = 0;
  while (at < buffer.length) {
    const length = buffer.readInt32BE(at + 1);
    yield { type: String.fromCharCode(buffer[at]!), bytes: buffer.subarray(at, at + 1 + length) };
    at += 1 + length;
  }
}

const cstring = (buffer: Buffer, at: number) => {
  const end = buffer.indexOf(0, at);
  return { value: buffer.toString('utf8', at, end), next: end + 1 };
};

function message(type: string, body: Buffer[]): Buffer {
  const length = 4 + body.reduce((n, b) => n + b.length, 0);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(length, 1);
  return Buffer.concat([head, ...body]);
}

const nameBytes = (name: string) => Buffer.from(`${name}\0`, 'utf8');

/**
 * The message with its prepared statement's name made the connection's own (`name` → `rename(name)`), so that
 * two connections preparing the same statement do not collide on the one backend. The unnamed statement is
 * left alone: a connection holds the backend from its Parse to its Sync. Other messages come back as they were.
 */
export function renameStatement(
  type: string,
  bytes: Buffer,
  rename: (name: string) => string,
): { bytes: Buffer; prepared?: string; closed?: string } {
  if (type === 'P') {
    const name = cstring(bytes, 5);
    if (!name.value) return { bytes };
    const renamed = rename(name.value);
    return { bytes: message('P', [nameBytes(renamed), bytes.subarray(name.next)]), prepared: renamed };
  }
  if (type === 'B') {
    const portal = cstring(bytes, 5);
    const statement = cstring(bytes, portal.next);
    if (!statement.value) return { bytes };
    return {
      bytes: message('B', [
        bytes.subarray(5, portal.next),
        nameBytes(rename(statement.value)),
        bytes.subarray(statement.next),
      ]),
    };
  }
  if ((type === 'D' || type === 'C') && bytes[5] === 0x53 /* 'S' */) {
    const name = cstring(bytes, 6);
    if (!name.value) return { bytes };
    const renamed = rename(name.value);
    return {
      bytes: message(type, [Buffer.from('S', 'latin1'), nameBytes(renamed)]),
      ...(type === 'C' ? { closed: renamed } : {}),
    };
  }
  return { bytes };
}

/**
 * The transaction status of the last ReadyForQuery in a run of backend messages: 'I' idle, 'T' in a transaction,
 * 'E' in a failed one; null when the run has none (the backend is still answering the same request).
 */
export function readyStatus(output: Uint8Array): string | null {
  let at = 0;
  let status: string | null = null;
  const view = new DataView(output.buffer, output.byteOffset, output.byteLength);
  while (at + 5 <= output.length) {
    const length = view.getInt32(at + 1);
    if (output[at] === 0x5a /* 'Z' */ && length === 5) status = String.fromCharCode(output[at + 5]!);
    at += 1 + length;
  }
  return status;
}

const PLAIN_BEGIN = /^\s*(begin|start\s+transaction)\s*;?\s*$/i;

/**
 * Whether a run of frontend messages is one simple query that only opens a transaction with no options
 * (`begin`, as drivers send it): nothing happens on the backend until the transaction's first statement.
 */
export function isPlainBegin(request: Buffer): boolean {
  if (request.length < 6 || request[0] !== 0x51 /* 'Q' */ || request.readInt32BE(1) + 1 !== request.length) {
    return false;
  }
  return PLAIN_BEGIN.test(request.toString('utf8', 5, request.length - 1));
}

/** What the backend answers to a plain BEGIN when no transaction is open: BEGIN done, now in a transaction. */
export const BEGIN_ANSWER = Buffer.concat([
  message('C', [Buffer.from('BEGIN\0', 'latin1')]),
  message('Z', [Buffer.from('T', 'latin1')]),
]);
