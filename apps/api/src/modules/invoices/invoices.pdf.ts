import { HOTEL } from '@hotel/shared';
import type { Invoice, InvoiceLine } from './invoices.service.js';

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// The built-in PDF fonts cover Latin-1: anything else is shown as '?' rather than as a broken glyph.
const latin1 = (text: string) => text.replace(/[^\u0020-\u00ff]/g, '?');

const LEFT = 50;
const RIGHT = 545;
const AMOUNT_WIDTH = 110;

/** The invoice as a one-page (or longer) A4 PDF, with the standard fonts: no font file to ship. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  // pdfkit and its font machinery (~6 MB of the server's heap) are loaded with the first invoice asked for as a
  // PDF, not with the server.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `Invoice ${invoice.reference}`,
      Author: HOTEL.name,
      Subject: `Booking ${invoice.reference}: Room ${invoice.room.roomNumber}, ${invoice.stay.checkIn} to ${invoice.stay.checkOut}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(latin1(value), options);
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    text(label, { width: RIGHT - LEFT - AMOUNT_WIDTH - 10 });
    const after = doc.y;
    doc.text(amount, RIGHT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.x = LEFT;
    doc.y = Math.max(after, doc.y) + 2;
  };
  const section = (title: string, lines: InvoiceLine[]) => {
    if (lines.length === 0) return;
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11);
    text(title);
    doc.moveDown(0.3).fontSize(10);
    for (const line of lines) row(`${line.date}   ${line.description}`, money(line.amountCents));
  };

  doc.font('Helvetica-Bold').fontSize(22);
  text(HOTEL.name);
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  text(`${HOTEL.street}, ${HOTEL.city}`);
  text(`${HOTEL.phone} · ${HOTEL.email}`);
  doc.fillColor('#000000').moveDown(1.2).font('Helvetica-Bold').fontSize(16);
  text(`Invoice ${invoice.reference}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.4);
  text(`Issued ${invoice.issuedOn}`);
  text(invoice.guest.email ? `Guest: ${invoice.guest.name} (${invoice.guest.email})` : `Guest: ${invoice.guest.name}`);
  text(`Room ${invoice.room.roomNumber}, ${invoice.room.title}`);
  text(
    `Stay: ${invoice.stay.checkIn} to ${invoice.stay.checkOut}, ${invoice.stay.nights} night(s)${
      invoice.stay.status === 'cancelled' ? ' (cancelled)' : ''
    }`,
  );

  section('Charges', invoice.charges);
  doc.moveDown(0.3).fontSize(10);
  row('Total', money(invoice.totalCents), true);
  for (const tax of invoice.taxes) {
    row(`of which ${tax.label} (${Math.round(tax.rate * 10000) / 100}%)`, money(tax.cents));
  }
  section('Payments', invoice.payments);
  section('Refunds', invoice.refunds);
  doc.moveDown(0.8).fontSize(11);
  row('Balance due', money(invoice.balanceDueCents), true);
  if (invoice.refundDueCents > 0) row('Owed back to the guest', money(invoice.refundDueCents), true);
  doc.end();
  return done;
}
