import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.js';

/** A one-stream PDF body as pdfkit writes it: the stream's length in its dictionary, then its bytes. */
const pdfWith = (compressed: Buffer) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.3\n1 0 obj\n<<\n/Length ${compressed.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1'),
    compressed,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);

describe('the text of a PDF', () => {
  it('reads a compressed stream whose last byte is a carriage return, as a stream ends in about 1 in 256', () => {
    let content = '';
    let compressed = Buffer.alloc(0);
    for (let i = 0; compressed.at(-1) !== 0x0d; i++) {
      content = `BT (Balance due) Tj (Invoice ${i}) Tj ET`;
      compressed = deflateSync(content);
    }
    expect(pdfText(pdfWith(compressed))).toMatch(/^Balance due\nInvoice \d+$/);
  });
});
