/**
 * The OCR bench (issue 26): every photo of the generated set (tests/server/ocr-photo-set.ts) read
 * as an upload is, with the preparation; prints values right, values flagged for review, silent
 * misreads (wrong and not flagged) and seconds a page. Budgets: ≥ 95 % right, no silent misread,
 * under 3 s a page on average.
 */
import { markerIndex, OCR_REVIEW_THRESHOLD, plausibleRange } from '../src/domain/ocr';
import { markerRanges } from '../src/server/db/seed/reference';
import { bloodMarkerCatalogue } from '../src/server/db/seed/reference/blood-markers';
import { readFile, stopOcr } from '../src/server/services/ocr';
import { makePhoto, PHOTO_EXPECTED, PHOTO_SET, scoreReading } from '../tests/server/ocr-photo-set';

const RIGHT_BUDGET = 0.95;
const SECONDS_BUDGET = 3;

export async function ocrReport(): Promise<boolean> {
  const index = markerIndex(
    bloodMarkerCatalogue.map((m) => ({
      ...m,
      plausible: plausibleRange(markerRanges(m).map((r) => r.range)),
    })),
  );
  const expected = Object.keys(PHOTO_EXPECTED).length;
  let right = 0;
  let flagged = 0;
  let silent = 0;
  let seconds = 0;
  console.log('\nOCR: the generated photo set (values right / flagged / silent misreads, seconds)');
  try {
    await readFile({ name: 'warm-up', ...(await makePhoto({})) }, index);
    for (const photo of PHOTO_SET) {
      const image = await makePhoto(photo.options);
      const started = performance.now();
      const read = await readFile({ name: photo.name, ...image }, index);
      const took = (performance.now() - started) / 1000;
      const score = scoreReading(read.results, OCR_REVIEW_THRESHOLD);
      right += score.right;
      flagged += score.flagged;
      silent += score.silent.length;
      seconds += took;
      console.log(
        `  ${photo.name.padEnd(48)} ${String(score.right).padStart(2)}/${expected}  flagged ${String(score.flagged).padStart(2)}  silent ${score.silent.length}  ${took.toFixed(2)} s` +
          (score.missing.length ? `  not found: ${score.missing.join(', ')}` : '') +
          (score.silent.length ? `  ✗ ${score.silent.join('; ')}` : ''),
      );
    }
  } finally {
    await stopOcr();
  }
  const total = expected * PHOTO_SET.length;
  const perPage = seconds / PHOTO_SET.length;
  console.log(
    `  values right ${right}/${total} (${((100 * right) / total).toFixed(1)} %, budget ≥ ${RIGHT_BUDGET * 100} %)   flagged ${flagged}   ` +
      `silent misreads ${silent} (budget 0)   ${perPage.toFixed(2)} s a page (budget < ${SECONDS_BUDGET} s)`,
  );
  return right / total >= RIGHT_BUDGET && silent === 0 && perPage < SECONDS_BUDGET;
}
