// notes/domain.md §3: the well-known SNPs the genetics report reads, genotypes on the GRCh37 plus strand.

export type ReportSnpId =
  'rs429358' | 'rs7412' | 'rs1801133' | 'rs9939609' | 'rs4988235' | 'rs1815739' | 'rs762551';
export type Nucleotide = 'A' | 'C' | 'G' | 'T';

export interface ReportSnp {
  rsid: ReportSnpId;
  gene: string;
  /** Autosome number as the files write it. */
  chromosome: string;
  /** GRCh37 / hg19 coordinate: where a build-37 file has it. */
  grch37: number;
  /** GRCh38 coordinate: a file that has it here is build 38. */
  grch38: number;
  /** The two alleles the SNP has on the GRCh37 plus strand, common (or reference) first. */
  alleles: readonly [Nucleotide, Nucleotide];
  /**
   * The same alleles as the literature names them (the gene's strand or the variant's name), in
   * the order of `alleles`: MTHFR is on the minus strand, so plus-strand A is 677T.
   */
  literature: readonly [string, string];
  /** The literature's name for the variant, shown beside the genotype. */
  variant: string;
}

export const REPORT_SNPS: readonly ReportSnp[] = [
  {
    rsid: 'rs429358',
    gene: 'APOE',
    chromosome: '19',
    grch37: 45_411_941,
    grch38: 44_908_684,
    alleles: ['T', 'C'],
    literature: ['T', 'C'],
    variant: 'APOE c.388T>C (C112R)',
  },
  {
    rsid: 'rs7412',
    gene: 'APOE',
    chromosome: '19',
    grch37: 45_412_079,
    grch38: 44_908_822,
    alleles: ['C', 'T'],
    literature: ['C', 'T'],
    variant: 'APOE c.526C>T (R158C)',
  },
  {
    rsid: 'rs1801133',
    gene: 'MTHFR',
    chromosome: '1',
    grch37: 11_856_378,
    grch38: 11_796_321,
    alleles: ['G', 'A'],
    literature: ['C', 'T'],
    variant: 'MTHFR C677T (A222V)',
  },
  {
    rsid: 'rs9939609',
    gene: 'FTO',
    chromosome: '16',
    grch37: 53_820_527,
    grch38: 53_786_615,
    alleles: ['T', 'A'],
    literature: ['T', 'A'],
    variant: 'FTO rs9939609 T>A',
  },
  {
    rsid: 'rs4988235',
    gene: 'MCM6 / LCT',
    chromosome: '2',
    grch37: 136_608_646,
    grch38: 135_851_076,
    alleles: ['G', 'A'],
    literature: ['C', 'T'],
    variant: 'LCT -13910 C>T',
  },
  {
    rsid: 'rs1815739',
    gene: 'ACTN3',
    chromosome: '11',
    grch37: 66_328_095,
    grch38: 66_560_624,
    alleles: ['C', 'T'],
    literature: ['R', 'X'],
    variant: 'ACTN3 R577X',
  },
  {
    rsid: 'rs762551',
    gene: 'CYP1A2',
    chromosome: '15',
    grch37: 75_041_917,
    grch38: 74_749_576,
    alleles: ['A', 'C'],
    literature: ['A', 'C'],
    variant: 'CYP1A2 *1F (-163C>A)',
  },
];

export const REPORT_SNP_IDS: ReadonlySet<string> = new Set(REPORT_SNPS.map((s) => s.rsid));

export function reportSnp(rsid: string): ReportSnp | undefined {
  return REPORT_SNPS.find((s) => s.rsid === rsid);
}
