import { normalizeGenotype } from './genotype';

/** Why a merged SNP has no call although a file had one. */
export interface MergeConflict {
  rsid: string;
  genotypes: string[];
}

/**
 * Genotypes from several raw files of one person (e.g. two chip versions) as one set: a call wins
 * over a no-call, and files that call a SNP differently leave it a no-call ("cannot determine"),
 * since the product cannot tell which chip is right. Alleles compare unordered (AG = GA).
 */
export function mergeGenotypes(files: readonly ReadonlyMap<string, string>[]): {
  genotypes: Map<string, string>;
  conflicts: MergeConflict[];
} {
  const genotypes = new Map<string, string>();
  const calls = new Map<string, Set<string>>();
  for (const file of files)
    for (const [rsid, raw] of file) {
      if (!genotypes.has(rsid)) genotypes.set(rsid, raw);
      const called = normalizeGenotype(raw);
      if (called === null) continue;
      const key = [...called].sort().join('');
      const seen = calls.get(rsid) ?? new Set<string>();
      if (seen.size === 0) genotypes.set(rsid, raw);
      seen.add(key);
      calls.set(rsid, seen);
    }
  const conflicts: MergeConflict[] = [];
  for (const [rsid, seen] of calls)
    if (seen.size > 1) {
      conflicts.push({ rsid, genotypes: [...seen].sort() });
      genotypes.set(rsid, '--');
    }
  return { genotypes, conflicts };
}
