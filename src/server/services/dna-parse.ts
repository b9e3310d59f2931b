import { REPORT_SNP_IDS, reportSnp } from '../../domain/dna';

// notes/domain.md §3: consumer raw-data formats. Files are ~15-25 MB and ~600k lines, so they are
// read as a stream, line by line, keeping only the SNPs the genetics report reads.

export type DnaFormat = '23andme' | 'ancestrydna' | 'ftdna';
export const DNA_FORMAT_NAMES: Record<DnaFormat, string> = {
  '23andme': '23andMe',
  ancestrydna: 'AncestryDNA',
  ftdna: 'FamilyTreeDNA',
};

export type DnaFileProblem =
  | 'notText'
  | 'compressed'
  | 'unknownFormat'
  | 'wrongBuild'
  | 'noData'
  | 'noReportSnps'
  | 'tooLarge'
  | 'tooSlow'
  | 'tooComplex';

/** A file the product cannot use; `message` is for the customer. */
export class DnaFileError extends Error {
  constructor(
    readonly problem: DnaFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'DnaFileError';
  }
}

export interface KeptGenotype {
  rsid: string;
  chromosome: string;
  position: number;
  /** As the file wrote it, alleles joined (AncestryDNA's two columns become one). */
  genotype: string;
}

export interface ParsedDnaFile {
  format: DnaFormat;
  /** The build the header declares; null when it says none (FTDNA files do not). */
  declaredBuild: string | null;
  /** Data rows read. */
  rows: number;
  /** Rows that were not `id, chromosome, position, genotype`. */
  skippedRows: number;
  /** The report's SNPs found in the file, in file order. */
  genotypes: KeptGenotype[];
}

export interface FileHead {
  format: DnaFormat;
  declaredBuild: string | null;
}

const HEADER_LIMIT = 400;
const ANCESTRY_CHROMOSOMES: Record<string, string> = { '23': 'X', '24': 'Y', '25': 'XY', '26': 'MT' };

/** What the first bytes say: text at all, or a zip/gzip the customer should unpack first. */
export function sniffBytes(head: Uint8Array): void {
  if (head.length === 0) throw new DnaFileError('noData', 'The file is empty.');
  if (head[0] === 0x50 && head[1] === 0x4b)
    throw new DnaFileError(
      'compressed',
      'This is a zip archive. Unzip it and upload the .txt or .csv raw-data file inside.',
    );
  if (head[0] === 0x1f && head[1] === 0x8b)
    throw new DnaFileError(
      'compressed',
      'This is a gzip archive. Unpack it and upload the .txt or .csv raw-data file inside.',
    );
  const sample = head.subarray(0, 4096);
  const binary = sample.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d);
  if (binary)
    throw new DnaFileError(
      'notText',
      'This is not a text file. Upload the raw-data .txt or .csv file from 23andMe, AncestryDNA or FamilyTreeDNA.',
    );
}

function buildOf(headerText: string): string | null {
  const match =
    /\bbuild\s*(\d+(?:\.\d+)?)/i.exec(headerText) ??
    /\bGRCh\s*(\d+)/i.exec(headerText) ??
    /\bhg(\d+)\b/i.exec(headerText);
  if (!match) return null;
  const n = match[1]!;
  if (/^hg/i.test(match[0])) return n === '19' ? '37' : n === '18' ? '36' : n;
  return n;
}

function columnsOf(line: string): string[] {
  return line
    .replace(/^#\s*/, '')
    .split(/[\t,]/)
    .map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The format from the header lines (every line up to the first data row) and the column line.
 * Throws when the file is none of the three, or declares a build other than 37.
 */
export function detectFormat(headerLines: readonly string[], columnLine: string | undefined): FileHead {
  const headerText = headerLines.join('\n');
  const columns = columnLine ? columnsOf(columnLine) : [];
  let format: DnaFormat | undefined;
  if (same(columns, ['rsid', 'chromosome', 'position', 'result'])) format = 'ftdna';
  else if (same(columns, ['rsid', 'chromosome', 'position', 'allele1', 'allele2'])) format = 'ancestrydna';
  else if (same(columns, ['rsid', 'chromosome', 'position', 'genotype'])) format = '23andme';
  else if (/AncestryDNA/i.test(headerText)) format = 'ancestrydna';
  else if (/23andMe/i.test(headerText)) format = '23andme';
  if (!format)
    throw new DnaFileError(
      'unknownFormat',
      'We could not recognise this file. Upload the raw data as downloaded from 23andMe, AncestryDNA or FamilyTreeDNA, without editing it.',
    );
  const declaredBuild = buildOf(headerText);
  if (declaredBuild !== null && !/^37(\.\d+)?$/.test(declaredBuild))
    throw wrongBuild(`says it uses build ${declaredBuild} of the human reference`);
  return { format, declaredBuild };
}

function wrongBuild(why: string) {
  return new DnaFileError(
    'wrongBuild',
    `This file ${why}. The report reads positions on build 37 (GRCh37), which 23andMe, AncestryDNA and FamilyTreeDNA use for their standard raw-data download: download that file again, or convert it to build 37 first.`,
  );
}

/** One data row in the format's columns, or undefined when the row is not one. */
function dataRow(format: DnaFormat, line: string): KeptGenotype | undefined {
  const cells =
    format === 'ftdna'
      ? line.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
      : line.trim().split(/\t| +/);
  const [rsid, chromosome, position, a1, a2] = cells;
  if (!rsid || !chromosome || !position || a1 === undefined) return undefined;
  if (!/^\d+$/.test(position)) return undefined;
  const genotype = format === 'ancestrydna' ? `${a1}${a2 ?? ''}` : a1;
  return {
    rsid: rsid.toLowerCase(),
    chromosome: format === 'ancestrydna' ? (ANCESTRY_CHROMOSOMES[chromosome] ?? chromosome) : chromosome,
    position: Number(position),
    genotype,
  };
}

/** The file's lines, a decoded chunk at a time (one await per chunk, not per line). */
async function* lineBatches(stream: ReadableStream<Uint8Array>, maxBytes: number): AsyncGenerator<string[]> {
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  let bytes = 0;
  let first = true;
  const trim = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (first) {
        sniffBytes(value);
        first = false;
      }
      bytes += value.byteLength;
      if (bytes > maxBytes) throw tooLarge(maxBytes);
      const lines = (rest + decoder.decode(value, { stream: true })).split('\n');
      rest = lines.pop()!;
      yield lines.map(trim);
    }
    if (first) throw new DnaFileError('noData', 'The file is empty.');
    rest += decoder.decode();
    if (rest) yield [trim(rest)];
  } finally {
    reader.releaseLock();
  }
}

export function tooLarge(maxBytes: number) {
  return new DnaFileError(
    'tooLarge',
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Raw-data files are usually 15-25 MB: upload the unedited .txt or .csv file.`,
  );
}

/** id, chromosome, position and at least one genotype cell, in the format's separators. */
const ROW_SHAPE: Record<DnaFormat, RegExp> = {
  '23andme': /^[^\t]+\t[^\t]+\t\d+\t/,
  ancestrydna: /^[^\t]+\t[^\t]+\t\d+\t/,
  ftdna: /^"?[^,"]+"?,"?[^,"]+"?,"?\d+"?,/,
};

function firstCell(line: string): string {
  let end = 0;
  while (end < line.length) {
    const ch = line.charCodeAt(end);
    if (ch === 9 || ch === 44 || ch === 32) break; // tab, comma, space
    end++;
  }
  const cell = line.charCodeAt(0) === 34 ? line.slice(1, end - 1) : line.slice(0, end);
  return cell.toLowerCase();
}

const isColumnLine = (line: string) => /^#?\s*"?rsid"?[\t,]/i.test(line);

/**
 * Reads a raw-data file as a stream: detects the format from its header, refuses a file that
 * declares another build than 37, keeps the report's SNPs, and checks that they sit at their
 * GRCh37 positions (a build-38 file that does not say so is caught here).
 */
export async function parseDnaFile(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<ParsedDnaFile> {
  const header: string[] = [];
  let head: FileHead | undefined;
  let rows = 0;
  let skippedRows = 0;
  const kept = new Map<string, KeptGenotype>();
  for await (const batch of lineBatches(stream, maxBytes))
    for (const line of batch) {
      if (!head) {
        if (line.trim() === '') continue;
        if (line.startsWith('#') && !isColumnLine(line)) {
          header.push(line);
          if (header.length > HEADER_LIMIT) head = detectFormat(header, undefined);
          continue;
        }
        head = detectFormat(header, isColumnLine(line) ? line : undefined);
        if (isColumnLine(line)) continue;
      }
      if (line === '' || line.charCodeAt(0) === 35 /* # */) continue;
      // Fast path: most rows are SNPs the report does not read; only their shape is checked.
      const id = firstCell(line);
      if (!REPORT_SNP_IDS.has(id)) {
        if (ROW_SHAPE[head.format].test(line)) rows++;
        else skippedRows++;
        continue;
      }
      const row = dataRow(head.format, line);
      if (!row) {
        skippedRows++;
        continue;
      }
      rows++;
      if (!kept.has(row.rsid)) kept.set(row.rsid, row);
    }
  if (!head) detectFormat(header, undefined);
  if (rows === 0)
    throw new DnaFileError('noData', 'The file has no genotype rows. Upload the complete raw-data file.');
  const genotypes = [...kept.values()];
  if (genotypes.length === 0)
    throw new DnaFileError(
      'noReportSnps',
      'None of the SNPs the genetics report reads are in this file, so there is nothing to report. Upload the complete raw-data file.',
    );
  checkPositions(genotypes);
  return { format: head!.format, declaredBuild: head!.declaredBuild, rows, skippedRows, genotypes };
}

/** Sanity check of the build: the report's SNPs must sit at their GRCh37 coordinates. */
export function checkPositions(genotypes: readonly KeptGenotype[]): void {
  for (const g of genotypes) {
    const snp = reportSnp(g.rsid)!;
    if (g.position === snp.grch37 && g.chromosome === snp.chromosome) continue;
    if (g.position === snp.grch38)
      throw wrongBuild(`places ${g.rsid} at ${g.chromosome}:${g.position}, its build 38 (GRCh38) position`);
    throw wrongBuild(
      `places ${g.rsid} at ${g.chromosome}:${g.position}, but on build 37 it is at ${snp.chromosome}:${snp.grch37}`,
    );
  }
}
