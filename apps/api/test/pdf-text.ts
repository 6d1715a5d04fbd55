import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as far as its standard-font pages write it: every content stream inflated, the
 * strings of its text operators decoded (hex or literal) and joined. Enough to read what an invoice names.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  // A stream is read by the length its dictionary gives: compressed bytes may end in '\r', which a search for
  // the end-of-stream line would take as part of the line break.
  const stream = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  for (const match of raw.matchAll(stream)) {
    const start = match.index + match[0].length;
    const body = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const parts = op[1] ?? op[2] ?? '';
      let line = '';
      for (const piece of parts.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        line +=
          piece[1] !== undefined ? Buffer.from(piece[1], 'hex').toString('latin1') : piece[2]!.replace(/\\(.)/g, '$1');
      }
      texts.push(line);
    }
  }
  return texts.join('\n');
}
