import PDFDocument from 'pdfkit';
import { DISCOUNT_KIND_LABELS } from '../../contract/back-office-data';
import { formatDate, utcDayOf } from '../../domain/dates';
import { pdfText, stampFooters } from './pdf';
import type { ReceiptData } from './orders';

const PAGE = { margin: 50 } as const;
const COLOURS = { text: '#1a1a1a', muted: '#666666', rule: '#d9d9d9' } as const;

export const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The receipt of an order (spec 000 §7.4 order/receipt): who bought what, when, and what was paid. */
export function orderReceiptPdf(order: ReceiptData, now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `Receipt for order ${order.orderId}`,
      Author: 'Healthspan',
      CreationDate: now,
      ModDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const who = `${order.firstName} ${order.lastName}`.trim() || order.email;

  doc.fillColor(COLOURS.text).font('Helvetica-Bold').fontSize(20).text('Healthspan', left, PAGE.margin);
  doc
    .font('Helvetica')
    .fontSize(14)
    .text(pdfText(`Receipt for order #${order.orderId}`));
  doc.moveDown(0.8);

  const line = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted).text(pdfText(label), left, y, { width: 140 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(COLOURS.text)
      .text(pdfText(value), left + 150, y, { width: width - 150 });
    doc.moveDown(0.3);
  };
  line('Order date', formatDate(utcDayOf(order.createdAt)));
  line('Billed to', `${who} <${order.email}>`);
  line('Store', order.store === 'demo' ? 'Healthspan demo store' : order.store);
  doc.moveDown(0.8);

  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.moveDown(0.4);
  };
  const row = (item: string, amount: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor(COLOURS.text)
      .text(pdfText(item), left, y, { width: width - 120 });
    const after = doc.y;
    doc.text(amount, left + width - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.4);
  };
  row('Item', 'Amount', true);
  rule();
  row(`${order.title} (package ${order.packageId})`, money(order.priceCents));
  // Issue 19: a discount code comes off first, then the gift card (src/domain/checkout.ts).
  for (const d of order.discounts)
    row(`${DISCOUNT_KIND_LABELS[d.kind]} ${d.code}`, `-${money(d.amountCents)}`);
  rule();
  row(order.discounts.length ? 'Total paid' : 'Total', money(order.paidCents), true);
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLOURS.muted)
    .text(
      pdfText(
        order.store === 'demo'
          ? 'Placed in the demo store: no payment was taken.'
          : 'Paid in full. Keep this receipt for your records.',
      ),
      left,
      doc.y,
      { width },
    );

  stampFooters(
    doc,
    (page, count) => `Healthspan · receipt for order #${order.orderId} · page ${page} of ${count}`,
    { left, width, fromBottom: PAGE.margin + 12, colour: COLOURS.muted },
  );
  doc.end();
  return done;
}
