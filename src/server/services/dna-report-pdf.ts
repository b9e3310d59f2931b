import PDFDocument from 'pdfkit';
import { formatDate, utcDayOf } from '../../domain/dates';
import type { DnaReport, TraitResult } from '../../domain/dna';
import { pdfText, stampFooters } from './pdf';

const PAGE = { margin: 50 } as const;
const COLOURS = { text: '#1a1a1a', muted: '#666666', rule: '#d9d9d9', undetermined: '#8a6a00' } as const;

export interface DnaPdfInput {
  title: string;
  who: string;
  /** Where the genotypes came from, one line. */
  source: string;
  report: DnaReport;
  includeApoe: boolean;
  now: Date;
  /** Encrypts the PDF so it opens only with this password. */
  userPassword?: string;
}

/**
 * The genetics report as a printable PDF: one block per trait with the genotype, the reading and
 * how strong the evidence is. APOE is left out unless the customer asked for it (opt-in reveal).
 */
export function dnaReportPdf(input: DnaPdfInput): Promise<Buffer> {
  const { report, now } = input;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: input.title, Author: 'Healthspan', CreationDate: now, ModDate: now },
    ...(input.userPassword
      ? {
          userPassword: input.userPassword,
          pdfVersion: '1.7' as const,
          permissions: { printing: 'highResolution' as const, copying: true },
        }
      : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;

  doc
    .fillColor(COLOURS.text)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pdfText(input.title), left, PAGE.margin);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(COLOURS.muted)
    .text(pdfText([input.who, input.source, `generated ${formatDate(utcDayOf(now))}`].join('  ·  ')), {
      width,
    });
  doc.moveDown(0.5);
  doc
    .fontSize(9)
    .text(
      pdfText(
        `${report.calledSnps} of the ${report.totalSnps} SNPs this report reads were called in your data. Genotypes are on the GRCh37 plus strand. These are associations seen in research, not diagnoses.`,
      ),
      { width },
    );
  doc.moveDown(1);

  const traits = report.traits.filter((t) => input.includeApoe || !t.optInReveal);
  for (const trait of traits) traitBlock(doc, trait, left, width);
  if (!input.includeApoe && report.traits.some((t) => t.optInReveal))
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(
        'Your APOE type is left out of this copy: it is shown only when you choose to see it.',
        left,
        doc.y,
        {
          width,
        },
      );

  stampFooters(
    doc,
    (page, count) =>
      `Healthspan · ${input.who} · page ${page} of ${count} · For information, not a diagnosis.`,
    { left, width, fromBottom: PAGE.margin - 10, colour: COLOURS.muted },
  );
  doc.end();
  return done;
}

function traitBlock(doc: PDFKit.PDFDocument, trait: TraitResult, left: number, width: number) {
  if (doc.y > doc.page.height - PAGE.margin - 120) doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(COLOURS.text)
    .text(pdfText(trait.title), left, doc.y, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(trait.determined ? COLOURS.text : COLOURS.undetermined)
    .text(pdfText(trait.result), { width });
  const genotypes = trait.snps
    .map(
      (s) =>
        `${s.rsid} ${s.genotype ?? (s.status === 'missing' ? 'not in file' : s.status === 'noCall' ? 'no-call' : `"${s.raw}"`)}`,
    )
    .join(', ');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLOURS.muted)
    .text(pdfText(`${trait.gene}${trait.genotype ? ` ${trait.genotype}` : ''}: ${genotypes}`), { width });
  doc.fillColor(COLOURS.text).fontSize(10).text(pdfText(trait.summary), { width });
  doc.fillColor(COLOURS.muted).fontSize(9).text(pdfText(trait.evidence), { width });
  doc.moveDown(0.4);
  const y = doc.y;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.moveDown(0.6);
}
