import { afterAll, describe, expect, it } from 'vitest';
import { markerIndex, OCR_REVIEW_THRESHOLD, plausibleRange } from '../../src/domain/ocr';
import { markerRanges } from '../../src/server/db/seed/reference';
import { bloodMarkerCatalogue } from '../../src/server/db/seed/reference/blood-markers';
import { readFile, stopOcr } from '../../src/server/services/ocr';
import { makePhoto, PHOTO_EXPECTED, PHOTO_SET, scoreReading } from './ocr-photo-set';

// Issue 26: a representative few of the generated photo set (npm run bench reads all of it).
const index = markerIndex(
  bloodMarkerCatalogue.map((m) => ({ ...m, plausible: plausibleRange(markerRanges(m).map((r) => r.range)) })),
);
const SUBSET = ['soft focus', 'low light', 'tilted −6°', 'from the side (perspective, right edge farther)'];
const total = Object.keys(PHOTO_EXPECTED).length;

const readings = new Map<string, ReturnType<typeof readFile>>();
/** Each photo is made and read once per file. */
function readPhoto(name: string) {
  const photo = PHOTO_SET.find((p) => p.name === name)!;
  if (!readings.has(name))
    readings.set(
      name,
      makePhoto(photo.options).then((image) => readFile({ name, ...image }, index)),
    );
  return readings.get(name)!;
}

afterAll(stopOcr);

describe('photos of a printed report', () => {
  it.each(SUBSET)(
    '%s: nearly every value right, and no wrong value without a flag and its reason',
    async (name) => {
      const read = await readPhoto(name);
      const score = scoreReading(read.results, OCR_REVIEW_THRESHOLD);
      expect(score.silent).toEqual([]);
      expect(score.right).toBeGreaterThanOrEqual(total - 2);
      for (const r of read.results) expect(r.confidence < OCR_REVIEW_THRESHOLD).toBe(r.reason !== undefined);
    },
    60_000,
  );

  it('the two-column photo’s line "Hemoglobin A1c 5.9 H % | MCV 91 fL" gives both values', async () => {
    const read = await readPhoto('two columns');
    expect(read.results.find((r) => r.markerAbbr === 'MCV')?.value).toBe(91);
    expect(read.results.find((r) => r.markerAbbr === 'HBA1C')?.value).toBe(5.9);
  }, 60_000);

  it('the blurred photo’s hs-CRP 1.8, read as 18, comes back as 1.8 and flagged with the range', async () => {
    const read = await readPhoto('soft focus');
    const crp = read.results.find((r) => r.markerAbbr === 'HSCRP')!;
    expect(crp.value).toBe(1.8);
    if (crp.reason) expect(crp.reason).toMatch(/^The report's range is 1\.0–3\.0; we read 18/);
  }, 60_000);
});
