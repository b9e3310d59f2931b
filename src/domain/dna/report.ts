import { effectAlleleCount, literatureGenotype, readGenotype, type GenotypeReading } from './genotype';
import { reportSnp, type ReportSnp, type ReportSnpId } from './snps';

/** Versioned so a stored report can be recomputed and explained (notes/domain.md). */
export const DNA_REPORT_VERSION = 'dna-report-v1';

export type TraitKey = 'apoe' | 'mthfr' | 'fto' | 'lct' | 'actn3' | 'cyp1a2';
export type SnpStatus = 'called' | 'noCall' | 'unexpected' | 'missing';

export interface SnpReading {
  rsid: ReportSnpId;
  gene: string;
  variant: string;
  status: SnpStatus;
  /** Plus-strand GRCh37 genotype, alleles in alphabetical order; null unless called. */
  genotype: string | null;
  /** The same genotype in the literature's letters (e.g. MTHFR 677 CT); null unless called. */
  literatureGenotype: string | null;
  /** What the file had when it could not be read (`unexpected`). */
  raw: string | null;
}

export interface TraitResult {
  key: TraitKey;
  title: string;
  gene: string;
  snps: SnpReading[];
  /** False: "cannot determine" — a no-call, a SNP missing from the file or unexpected alleles. */
  determined: boolean;
  /**
   * The reading in plain words, the headline (`Fast caffeine metabolizer`); "Cannot determine"
   * otherwise. The genotype itself is the detail (issue 23 point 4).
   */
  result: string;
  /** The genotype as the literature writes it (`ε3/ε4`, `677 CT`, `RX`); null when not determined. */
  genotype: string | null;
  /** What the genotype is commonly associated with, worded as an association, never a diagnosis. */
  summary: string;
  /** How strong and how general the evidence is. */
  evidence: string;
  /** APOE is shown only after the customer asks to see it (notes/domain.md: opt-in reveal). */
  optInReveal: boolean;
}

export interface DnaReport {
  version: typeof DNA_REPORT_VERSION;
  traits: TraitResult[];
  /** How many of the report's SNPs were called. */
  calledSnps: number;
  totalSnps: number;
}

/** Genotypes as kept from a raw file: rsid → what the file wrote (absent: not in the file). */
export type GenotypeMap = ReadonlyMap<string, string>;

export const CANNOT_DETERMINE = 'Cannot determine';
const NOT_A_DIAGNOSIS =
  'This is an association seen in research, not a diagnosis; talk to a clinician before acting on it.';

function snpReading(snp: ReportSnp, genotypes: GenotypeMap): [SnpReading, GenotypeReading | undefined] {
  const raw = genotypes.get(snp.rsid);
  const base = { rsid: snp.rsid, gene: snp.gene, variant: snp.variant, raw: null };
  if (raw === undefined)
    return [{ ...base, status: 'missing', genotype: null, literatureGenotype: null }, undefined];
  const reading = readGenotype(snp, raw);
  if (reading.kind === 'call')
    return [
      {
        ...base,
        status: 'called',
        genotype: reading.genotype,
        literatureGenotype: literatureGenotype(snp, effectAlleleCount(snp, reading)),
      },
      reading,
    ];
  return [
    {
      ...base,
      status: reading.kind,
      genotype: null,
      literatureGenotype: null,
      raw: reading.kind === 'unexpected' ? reading.raw : null,
    },
    reading,
  ];
}

/** Why a SNP could not be read, in the customer's words. */
function whyNot(reading: SnpReading): string {
  switch (reading.status) {
    case 'missing':
      return `Your file does not include ${reading.rsid}, so we cannot determine this.`;
    case 'noCall':
      return `Your genotyping chip could not read ${reading.rsid} (a no-call), so we cannot determine this.`;
    case 'unexpected':
      return `Your file reports "${reading.raw}" at ${reading.rsid}, which is not a genotype this SNP has on the GRCh37 plus strand, so we cannot determine this.`;
    // Stryker disable next-line ConditionalExpression,StringLiteral: never reached: both callers ask only about SNPs that were not called
    case 'called':
      // Stryker disable next-line StringLiteral: never reached (see above)
      return '';
  }
}

interface SingleSnpTrait {
  key: Exclude<TraitKey, 'apoe'>;
  rsid: ReportSnpId;
  title: string;
  /** What the literature writes before the genotype (`677` for MTHFR C677T). */
  genotypePrefix?: string;
  /** By the count of the SNP's second allele: 0, 1, 2. */
  readings: readonly [Reading, Reading, Reading];
  evidence: string;
}
interface Reading {
  result: string;
  summary: string;
}

const SINGLE_SNP_TRAITS: readonly SingleSnpTrait[] = [
  {
    key: 'mthfr',
    rsid: 'rs1801133',
    title: 'Folate metabolism (MTHFR)',
    genotypePrefix: '677',
    readings: [
      {
        result: 'Typical folate enzyme activity',
        summary:
          'Two copies of the common C allele: the MTHFR enzyme is expected to work at about full activity.',
      },
      {
        result: 'Slightly reduced folate enzyme activity',
        summary:
          'One copy of the T allele: the enzyme is expected to work at roughly 65 % of typical activity, which usually has no noticeable effect.',
      },
      {
        result: 'Reduced folate enzyme activity',
        summary:
          'Two copies of the T allele: the enzyme is expected to work at roughly 30 % of typical activity; homocysteine tends to run mildly higher, mostly when folate intake is low.',
      },
    ],
    evidence:
      'ClinVar lists 677T as a risk factor, and medical geneticists (ACMG) advise against routine MTHFR testing. The standard 400 µg of folic acid is enough whatever the genotype (CDC).',
  },
  {
    key: 'fto',
    rsid: 'rs9939609',
    title: 'Weight tendency (FTO)',
    readings: [
      {
        result: 'Typical weight tendency',
        summary:
          'No copy of the A allele: the most common genotype, with the typical obesity susceptibility.',
      },
      {
        result: 'Moderately higher weight tendency',
        summary:
          'One copy of the A allele: associated with a moderately higher susceptibility to weight gain on average (about 1.3 times the type 2 diabetes risk in studies).',
      },
      {
        result: 'Higher weight tendency',
        summary:
          'Two copies of the A allele: people with it weigh about 3 kg more on average in studies (about 1.6 times the type 2 diabetes risk).',
      },
    ],
    evidence:
      'Averages over large European cohorts (Frayling 2007); the effect is small next to diet and activity, and weaker in Chinese cohorts.',
  },
  {
    key: 'lct',
    rsid: 'rs4988235',
    title: 'Lactose tolerance (LCT)',
    genotypePrefix: '-13910',
    readings: [
      {
        result: 'Likely lactose intolerant as an adult',
        summary:
          'No copy of the persistence allele: lactase activity usually declines after childhood, so milk may cause discomfort.',
      },
      {
        result: 'Likely digests milk as an adult',
        summary:
          'One copy of the persistence allele: most people with it digest milk as adults, some with intermediate lactase activity.',
      },
      {
        result: 'Likely digests milk as an adult',
        summary:
          'Two copies of the persistence allele: lactase usually stays active, so milk is typically digested.',
      },
    ],
    evidence:
      'Well established in people of European ancestry; this SNP does not predict lactase persistence in sub-Saharan African ancestry, where other variants do.',
  },
  {
    key: 'actn3',
    rsid: 'rs1815739',
    title: 'Muscle fibre type (ACTN3)',
    readings: [
      {
        result: 'Sprint-type muscle protein, two copies',
        summary:
          'Both copies make α-actinin-3, the fast-twitch muscle protein common in elite sprint and power athletes.',
      },
      {
        result: 'Sprint-type muscle protein, one copy',
        summary: 'One working copy of ACTN3: α-actinin-3 is made, the most common genotype.',
      },
      {
        result: 'No sprint-type muscle protein',
        summary:
          'No working copy: the muscles make no α-actinin-3; XX is under-represented in elite power athletes and possibly favours endurance.',
      },
    ],
    evidence: 'Seen in elite athletes; outside elite sport the effect on performance is small.',
  },
  {
    key: 'cyp1a2',
    rsid: 'rs762551',
    title: 'Caffeine metabolism (CYP1A2)',
    readings: [
      {
        result: 'Fast caffeine metabolizer',
        summary:
          'Two copies of the A allele: caffeine is usually cleared quickly (the enzyme is inducible, e.g. by smoking).',
      },
      {
        result: 'Slow caffeine metabolizer',
        summary:
          'One copy of the C allele: caffeine is cleared more slowly; in one large study coffee was linked to more non-fatal heart attacks only in slow metabolizers.',
      },
      {
        result: 'Slow caffeine metabolizer',
        summary:
          'Two copies of the C allele: caffeine is cleared more slowly; in one large study coffee was linked to more non-fatal heart attacks only in slow metabolizers.',
      },
    ],
    evidence:
      'Cornelis et al., JAMA 2006; the star-allele names vary between sites, so this reads the genotype itself.',
  },
];

function singleSnpTrait(trait: SingleSnpTrait, genotypes: GenotypeMap): TraitResult {
  const snp = reportSnp(trait.rsid)!;
  const [reading, parsed] = snpReading(snp, genotypes);
  const base = { key: trait.key, title: trait.title, gene: snp.gene, snps: [reading], optInReveal: false };
  if (parsed?.kind !== 'call')
    return {
      ...base,
      determined: false,
      result: CANNOT_DETERMINE,
      genotype: null,
      summary: whyNot(reading),
      evidence: trait.evidence,
    };
  const { result, summary } = trait.readings[effectAlleleCount(snp, parsed)];
  const letters = reading.literatureGenotype ?? reading.genotype!;
  return {
    ...base,
    determined: true,
    result,
    genotype: trait.genotypePrefix ? `${trait.genotypePrefix} ${letters}` : letters,
    summary: `${summary} ${NOT_A_DIAGNOSIS}`,
    evidence: trait.evidence,
  };
}

export type ApoeGenotype =
  'ε2/ε2' | 'ε2/ε3' | 'ε3/ε3' | 'ε2/ε4' | 'ε3/ε4' | 'ε4/ε4' | 'ε1/ε2' | 'ε1/ε4' | 'ε1/ε1';

/**
 * APOE from rs429358 and rs7412 (notes/domain.md §3, unphased). Haplotypes: ε2 = T+T, ε3 = T+C,
 * ε4 = C+C, ε1 = C+T (very rare). CT/CT is read as ε2/ε4, the common explanation; ε1/ε3 gives the
 * same genotypes and cannot be told apart without phasing.
 */
export function apoeGenotype(rs429358: string, rs7412: string): ApoeGenotype {
  const c429 = [...rs429358].filter((x) => x === 'C').length; // ε4 / ε1 marker
  const t7412 = [...rs7412].filter((x) => x === 'T').length; // ε2 / ε1 marker
  const table: Record<string, ApoeGenotype> = {
    '0,2': 'ε2/ε2',
    '0,1': 'ε2/ε3',
    '0,0': 'ε3/ε3',
    '1,1': 'ε2/ε4',
    '1,0': 'ε3/ε4',
    '2,0': 'ε4/ε4',
    '1,2': 'ε1/ε2',
    '2,1': 'ε1/ε4',
    '2,2': 'ε1/ε1',
  };
  return table[`${c429},${t7412}`]!;
}

const APOE_READINGS: Record<ApoeGenotype, string> = {
  'ε3/ε3':
    'The most common APOE type, with the average Alzheimer’s and heart-disease risk associated with APOE.',
  'ε2/ε3':
    'One ε2 copy: associated on average with a lower Alzheimer’s risk than ε3/ε3, and with differences in blood lipids.',
  'ε2/ε2':
    'Two ε2 copies: associated on average with a lower Alzheimer’s risk, and with type III hyperlipoproteinemia in a minority of people (a lipid panel tells more).',
  'ε3/ε4':
    'One ε4 copy: associated on average with a higher Alzheimer’s risk (roughly 2-3 times) and higher LDL cholesterol. Most people with it never develop Alzheimer’s disease.',
  'ε4/ε4':
    'Two ε4 copies: associated on average with a substantially higher Alzheimer’s risk and higher LDL cholesterol. It is not a diagnosis: many people with it never develop Alzheimer’s disease. A genetic counsellor can help you understand it.',
  'ε2/ε4':
    'One ε2 and one ε4 copy: the effects partly offset each other. The same two SNP results can also mean the very rare ε1/ε3, which this test cannot tell apart.',
  'ε1/ε2':
    'This combination implies ε1, an APOE type so rare that a genotyping error is more likely: confirm it with a clinical test before reading anything into it.',
  'ε1/ε4':
    'This combination implies ε1, an APOE type so rare that a genotyping error is more likely: confirm it with a clinical test before reading anything into it.',
  'ε1/ε1':
    'This combination implies two ε1 copies, so rare that a genotyping error is more likely: confirm it with a clinical test before reading anything into it.',
};

/** The APOE type in plain words: the association the reading explains, as a headline. */
const APOE_HEADLINES: Record<ApoeGenotype, string> = {
  'ε3/ε3': 'The most common type',
  'ε2/ε3': 'Associated with a lower Alzheimer’s risk',
  'ε2/ε2': 'Associated with a lower Alzheimer’s risk',
  'ε3/ε4': 'Associated with a higher Alzheimer’s risk',
  'ε4/ε4': 'Associated with a substantially higher Alzheimer’s risk',
  'ε2/ε4': 'Lower and higher risk copies that partly offset',
  'ε1/ε2': 'A very rare type: confirm it clinically',
  'ε1/ε4': 'A very rare type: confirm it clinically',
  'ε1/ε1': 'A very rare type: confirm it clinically',
};

const APOE_EVIDENCE =
  'APOE is one of many influences on Alzheimer’s and heart disease; consumer genotyping chips can misread these two SNPs, and a result that matters to you should be confirmed clinically.';

export function apoeTrait(genotypes: GenotypeMap): TraitResult {
  const [r429, p429] = snpReading(reportSnp('rs429358')!, genotypes);
  const [r7412, p7412] = snpReading(reportSnp('rs7412')!, genotypes);
  const base = {
    key: 'apoe' as const,
    title: 'APOE type',
    gene: 'APOE',
    snps: [r429, r7412],
    evidence: APOE_EVIDENCE,
    optInReveal: true,
  };
  if (p429?.kind !== 'call' || p7412?.kind !== 'call') {
    const unread = [r429, r7412].filter((r) => r.status !== 'called').map(whyNot);
    return {
      ...base,
      determined: false,
      result: CANNOT_DETERMINE,
      genotype: null,
      summary: `${unread.join(' ')} APOE needs both rs429358 and rs7412.`,
    };
  }
  const type = apoeGenotype(p429.genotype, p7412.genotype);
  return {
    ...base,
    determined: true,
    result: APOE_HEADLINES[type],
    genotype: type,
    summary: `${APOE_READINGS[type]} ${NOT_A_DIAGNOSIS}`,
  };
}

/** The genetics report: APOE first (behind its reveal), then the single-SNP traits in catalogue order. */
export function buildDnaReport(genotypes: GenotypeMap): DnaReport {
  const traits = [apoeTrait(genotypes), ...SINGLE_SNP_TRAITS.map((t) => singleSnpTrait(t, genotypes))];
  const snps = traits.flatMap((t) => t.snps);
  return {
    version: DNA_REPORT_VERSION,
    traits,
    calledSnps: snps.filter((s) => s.status === 'called').length,
    totalSnps: snps.length,
  };
}
