import { markerIndex, plausibleRange, readLine, type OcrMarker, type ReadValue } from '../../src/domain/ocr';
import { markerRanges } from '../../src/server/db/seed/reference';
import { bloodMarkerCatalogue } from '../../src/server/db/seed/reference/blood-markers';

/** The catalogue's markers as the OCR reader sees them, with their plausible values. */
export const ocrMarkers: OcrMarker[] = bloodMarkerCatalogue.map((m) => ({
  ...m,
  plausible: plausibleRange(markerRanges(m).map((r) => r.range)),
}));

export const ocrIndex = markerIndex(ocrMarkers);

/** The first result of one report line read with the given confidence; throws when there is none. */
export function readValue(text: string, confidence: number): ReadValue {
  const reading = readLine({ text, confidence }, ocrIndex)[0];
  if (!reading || !('result' in reading)) throw new Error(`no result from "${text}"`);
  return reading.result;
}
