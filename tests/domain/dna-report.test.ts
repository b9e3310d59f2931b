import { describe, expect, it } from 'vitest';
import {
  apoeGenotype,
  apoeTrait,
  buildDnaReport,
  CANNOT_DETERMINE,
  DNA_REPORT_VERSION,
  literatureGenotype,
  mergeGenotypes,
  normalizeGenotype,
  readGenotype,
  REPORT_SNPS,
  reportSnp,
  type TraitKey,
} from '../../src/domain/dna';

const map = (entries: Record<string, string>) => new Map(Object.entries(entries));
const trait = (key: TraitKey, entries: Record<string, string>) =>
  buildDnaReport(map(entries)).traits.find((t) => t.key === key)!;

describe('APOE from rs429358 + rs7412 (notes/domain.md §3 table)', () => {
  it.each([
    ['TT', 'TT', 'ε2/ε2'],
    ['TT', 'CT', 'ε2/ε3'],
    ['TT', 'CC', 'ε3/ε3'],
    ['CT', 'CT', 'ε2/ε4'],
    ['CT', 'CC', 'ε3/ε4'],
    ['CC', 'CC', 'ε4/ε4'],
    // the three combinations the table leaves out carry the very rare ε1 haplotype (C + T)
    ['CT', 'TT', 'ε1/ε2'],
    ['CC', 'CT', 'ε1/ε4'],
    ['CC', 'TT', 'ε1/ε1'],
  ])('rs429358 %s, rs7412 %s is %s', (rs429358, rs7412, expected) => {
    expect(apoeGenotype(rs429358, rs7412)).toBe(expected);
    const t = apoeTrait(map({ rs429358, rs7412 }));
    expect(t.determined).toBe(true);
    // the headline in plain words, the type as its detail (issue 23 point 4)
    expect(t.genotype).toBe(expected);
    expect(t.result).not.toMatch(/ε/);
    expect(t.optInReveal).toBe(true);
  });

  it('reads alleles in either order (unphased files write TC or CT)', () => {
    expect(apoeTrait(map({ rs429358: 'TC', rs7412: 'CC' })).genotype).toBe('ε3/ε4');
    expect(apoeTrait(map({ rs429358: 'TC', rs7412: 'CC' })).result).toBe(
      'Associated with a higher Alzheimer’s risk',
    );
    expect(apoeTrait(map({ rs429358: 'T T', rs7412: 'T/C' })).genotype).toBe('ε2/ε3');
  });

  it('says ε2/ε4 may be the rare ε1/ε3, and the ε1 readings ask for clinical confirmation', () => {
    expect(apoeTrait(map({ rs429358: 'CT', rs7412: 'CT' })).summary).toMatch(/ε1\/ε3/);
    expect(apoeTrait(map({ rs429358: 'CC', rs7412: 'CT' })).summary).toMatch(
      /confirm it with a clinical test/,
    );
  });

  it.each([
    [{ rs429358: '--', rs7412: 'CC' }, /could not read rs429358 \(a no-call\)/],
    [{ rs429358: 'TT', rs7412: '--' }, /could not read rs7412/],
    [{ rs429358: '00', rs7412: '00' }, /rs429358.*rs7412/],
    [{ rs7412: 'CC' }, /does not include rs429358/],
    [{ rs429358: 'TT', rs7412: 'AG' }, /reports "AG" at rs7412/],
    [{ rs429358: 'T', rs7412: 'CC' }, /reports "T" at rs429358/],
    [{ rs429358: 'TT' }, /does not include rs7412/],
  ])('%o cannot be determined', (entries, why) => {
    const t = apoeTrait(map(entries));
    expect(t.determined).toBe(false);
    expect(t.result).toBe(CANNOT_DETERMINE);
    expect(t.summary).toMatch(why);
    expect(t.summary).toMatch(/APOE needs both rs429358 and rs7412/);
  });
});

describe('the APOE trait', () => {
  it('is the APOE type of the APOE gene, whatever the file says', () => {
    for (const entries of [{}, { rs429358: 'TT', rs7412: 'CC' }] as Record<string, string>[])
      expect(apoeTrait(map(entries))).toMatchObject({ key: 'apoe', title: 'APOE type', gene: 'APOE' });
  });

  it('explains each SNP it could not read, one sentence after the other', () => {
    expect(apoeTrait(map({ rs429358: 'TT' })).summary).toBe(
      'Your file does not include rs7412, so we cannot determine this. APOE needs both rs429358 and rs7412.',
    );
    expect(apoeTrait(map({ rs429358: '--' })).summary).toBe(
      'Your genotyping chip could not read rs429358 (a no-call), so we cannot determine this. Your file does not include rs7412, so we cannot determine this. APOE needs both rs429358 and rs7412.',
    );
  });

  it('keeps what the file wrote only for alleles it could not read', () => {
    const [r429, r7412] = apoeTrait(map({ rs429358: '--', rs7412: 'AG' })).snps;
    expect(r429).toMatchObject({ status: 'noCall', raw: null });
    expect(r7412).toMatchObject({ status: 'unexpected', raw: 'AG' });
  });
});

describe('single-SNP traits by the count of the effect allele (plus strand)', () => {
  it.each([
    ['mthfr', 'rs1801133', 'GG', 'Typical folate enzyme activity', 'CC'],
    ['mthfr', 'rs1801133', 'AG', 'Slightly reduced folate enzyme activity', 'CT'],
    ['mthfr', 'rs1801133', 'GA', 'Slightly reduced folate enzyme activity', 'CT'],
    ['mthfr', 'rs1801133', 'AA', 'Reduced folate enzyme activity', 'TT'],
    ['fto', 'rs9939609', 'TT', 'Typical weight tendency', 'TT'],
    ['fto', 'rs9939609', 'AT', 'Moderately higher weight tendency', 'TA'],
    ['fto', 'rs9939609', 'AA', 'Higher weight tendency', 'AA'],
    ['lct', 'rs4988235', 'GG', 'Likely lactose intolerant as an adult', 'CC'],
    ['lct', 'rs4988235', 'AG', 'Likely digests milk as an adult', 'CT'],
    ['lct', 'rs4988235', 'AA', 'Likely digests milk as an adult', 'TT'],
    ['actn3', 'rs1815739', 'CC', 'Sprint-type muscle protein, two copies', 'RR'],
    ['actn3', 'rs1815739', 'CT', 'Sprint-type muscle protein, one copy', 'RX'],
    ['actn3', 'rs1815739', 'TT', 'No sprint-type muscle protein', 'XX'],
    ['cyp1a2', 'rs762551', 'AA', 'Fast caffeine metabolizer', 'AA'],
    ['cyp1a2', 'rs762551', 'AC', 'Slow caffeine metabolizer', 'AC'],
    ['cyp1a2', 'rs762551', 'CC', 'Slow caffeine metabolizer', 'CC'],
  ] as const)('%s %s %s reads "%s"', (key, rsid, genotype, result, literature) => {
    const t = trait(key, { [rsid]: genotype });
    expect(t.determined).toBe(true);
    expect(t.result).toBe(result);
    expect(t.genotype).toBe(
      key === 'mthfr' ? `677 ${literature}` : key === 'lct' ? `-13910 ${literature}` : literature,
    );
    expect(t.snps[0]!.genotype).toBe([...genotype].sort().join(''));
    expect(t.snps[0]!.literatureGenotype).toBe(literature);
    expect(t.summary).toMatch(/not a diagnosis/);
    expect(t.optInReveal).toBe(false);
  });

  it.each(['mthfr', 'fto', 'lct', 'actn3', 'cyp1a2'] as const)(
    '%s: no-call, missing SNP and off-strand alleles cannot be determined',
    (key) => {
      const snp = REPORT_SNPS.find((s) => trait(key, {}).snps[0]!.rsid === s.rsid)!;
      expect(trait(key, {}).snps[0]!.status).toBe('missing');
      for (const noCall of ['--', '00', '0 0', '', '-'])
        expect(trait(key, { [snp.rsid]: noCall })).toMatchObject({
          determined: false,
          result: CANNOT_DETERMINE,
        });
      expect(trait(key, { [snp.rsid]: '--' }).summary).toMatch(/no-call/);
      expect(trait(key, { [snp.rsid]: 'DI' }).snps[0]!.status).toBe('unexpected');
    },
  );

  it('never flips strands: MTHFR written on the gene strand (CT) is unexpected, not 677 CT', () => {
    const t = trait('mthfr', { rs1801133: 'CT' });
    expect(t.determined).toBe(false);
    expect(t.snps[0]).toMatchObject({ status: 'unexpected', raw: 'CT', genotype: null });
    expect(trait('lct', { rs4988235: 'CT' }).determined).toBe(false);
  });
});

describe('genotype reading', () => {
  it('normalizes separators, case and no-calls', () => {
    expect(normalizeGenotype('a/g')).toBe('AG');
    expect(normalizeGenotype('"AG"')).toBe('AG');
    expect(normalizeGenotype('--')).toBeNull();
    expect(normalizeGenotype('0 0')).toBeNull();
  });
  it('reads a single allele (hemizygous) as unexpected on an autosome', () => {
    expect(readGenotype(reportSnp('rs762551')!, 'A')).toEqual({ kind: 'unexpected', raw: 'A' });
  });
  it('reads a missing value as a no-call, and more than two alleles or one foreign allele as unexpected', () => {
    const mthfr = reportSnp('rs1801133')!; // G/A on the plus strand
    expect(readGenotype(mthfr, null)).toEqual({ kind: 'noCall' });
    expect(readGenotype(mthfr, undefined)).toEqual({ kind: 'noCall' });
    expect(readGenotype(mthfr, 'AGA')).toEqual({ kind: 'unexpected', raw: 'AGA' });
    expect(readGenotype(mthfr, 'AC')).toEqual({ kind: 'unexpected', raw: 'AC' });
    expect(readGenotype(mthfr, 'CA')).toEqual({ kind: 'unexpected', raw: 'CA' });
    expect(readGenotype(mthfr, 'ga')).toEqual({ kind: 'call', genotype: 'AG', alleles: ['A', 'G'] });
  });
  it('writes the literature genotype common allele first', () => {
    const mthfr = reportSnp('rs1801133')!;
    expect([0, 1, 2].map((n) => literatureGenotype(mthfr, n as 0 | 1 | 2))).toEqual(['CC', 'CT', 'TT']);
  });
  it('separates alleles of more than one letter with a slash', () => {
    const named = { ...reportSnp('rs1801133')!, literature: ['Ala', 'Val'] as const };
    expect([0, 1, 2].map((n) => literatureGenotype(named, n as 0 | 1 | 2))).toEqual([
      'Ala/Ala',
      'Ala/Val',
      'Val/Val',
    ]);
    const insertion = { ...reportSnp('rs1801133')!, literature: ['C', 'ins'] as const };
    expect(literatureGenotype(insertion, 1)).toBe('C/ins');
    expect(literatureGenotype({ ...insertion, literature: ['del', 'T'] as const }, 1)).toBe('del/T');
  });
});

describe('the report', () => {
  it('lists APOE first, then the five single-SNP traits, and counts called SNPs', () => {
    const report = buildDnaReport(
      map({
        rs429358: 'TT',
        rs7412: 'CC',
        rs1801133: 'AG',
        rs9939609: '--',
        rs4988235: 'AA',
        rs1815739: 'CT',
      }),
    );
    expect(report.version).toBe(DNA_REPORT_VERSION);
    expect(report.traits.map((t) => t.key)).toEqual(['apoe', 'mthfr', 'fto', 'lct', 'actn3', 'cyp1a2']);
    expect(report.totalSnps).toBe(7);
    expect(report.calledSnps).toBe(5);
    expect(report.traits.filter((t) => !t.determined).map((t) => t.key)).toEqual(['fto', 'cyp1a2']);
  });
});

describe('merging files', () => {
  it('keeps a SNP that only has no-calls as a no-call, not as missing', () => {
    const { genotypes } = mergeGenotypes([new Map([['rs1', '--']]), new Map([['rs1', '00']])]);
    expect(genotypes.get('rs1')).toBe('--');
  });

  it('lists the disagreeing calls in alphabetical order, whatever the file order', () => {
    const { conflicts } = mergeGenotypes([new Map([['rs1', 'CT']]), new Map([['rs1', 'CC']])]);
    expect(conflicts).toEqual([{ rsid: 'rs1', genotypes: ['CC', 'CT'] }]);
  });
});
