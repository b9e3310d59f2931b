import type { Nucleotide, ReportSnp } from './snps';

/**
 * A genotype as a raw file writes it, read against one SNP.
 * - `call`: two alleles the SNP has, in alphabetical order (files write AG and GA alike: unphased).
 * - `noCall`: the chip could not read it (`--`, `00`, `0 0`, empty).
 * - `unexpected`: something the SNP cannot be on the GRCh37 plus strand: other bases (a file on
 *   the other strand, or a different variant), one allele (hemizygous calls are for X, Y and MT),
 *   insertions/deletions. The product never flips strands to guess: it cannot determine.
 */
export type GenotypeReading =
  | { kind: 'call'; genotype: string; alleles: readonly [Nucleotide, Nucleotide] }
  | { kind: 'noCall' }
  | { kind: 'unexpected'; raw: string };

const NO_CALL = /^(?:|-|--|0|00|\?\?|NC|N\/A)$/i;

/** Upper-cases and drops separators, so `A/G`, `a g` and `AG` read alike; null for a no-call. */
export function normalizeGenotype(raw: string): string | null {
  const compact = raw.replace(/[\s/|,"']/g, '').toUpperCase();
  return NO_CALL.test(compact) ? null : compact;
}

export function readGenotype(snp: ReportSnp, raw: string | null | undefined): GenotypeReading {
  const compact = raw == null ? null : normalizeGenotype(raw);
  if (compact === null) return { kind: 'noCall' };
  if (compact.length !== 2) return { kind: 'unexpected', raw: compact };
  const [a, b] = [...compact].sort() as [string, string];
  const known = (x: string): x is Nucleotide => (snp.alleles as readonly string[]).includes(x);
  if (!known(a) || !known(b)) return { kind: 'unexpected', raw: compact };
  return { kind: 'call', genotype: `${a}${b}`, alleles: [a, b] };
}

/** How many copies of the SNP's second (less common / effect) allele a call carries: 0, 1 or 2. */
export function effectAlleleCount(snp: ReportSnp, reading: { alleles: readonly [Nucleotide, Nucleotide] }) {
  return reading.alleles.filter((x) => x === snp.alleles[1]).length as 0 | 1 | 2;
}

/** The genotype in the literature's letters (MTHFR plus-strand AG is 677 CT), common allele first. */
export function literatureGenotype(snp: ReportSnp, count: 0 | 1 | 2): string {
  const [common, effect] = snp.literature;
  const sep = common.length > 1 || effect.length > 1 ? '/' : '';
  return count === 0
    ? `${common}${sep}${common}`
    : count === 1
      ? `${common}${sep}${effect}`
      : `${effect}${sep}${effect}`;
}
