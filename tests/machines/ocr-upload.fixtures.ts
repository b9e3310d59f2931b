import type { SubmitFilesResponse } from '../../src/contract/ocr';
import type { OcrUploadInput } from '../../machines/ocr-upload.machine';

export const OCR_LIMITS = {
  maxFiles: 3,
  maxBytes: 10 * 1024 * 1024,
  extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.csv'],
  country: 'US',
} as const;

export const ocrInput = (now: () => number): OcrUploadInput => ({ now, ...OCR_LIMITS });

export const report = { name: 'Quest-2025-01.pdf', size: 120_000 };
export const photo = { name: 'photo.PNG', size: 2_000_000 };

/** What the server answers for the report: one sure value, one unsure, no draw date in one variant. */
export function parsed(testedAt: string | null = '2024-12-30'): SubmitFilesResponse {
  return {
    groupId: 'g-1',
    files: [{ name: report.name, kind: 'pdf', bytes: report.size, method: 'text', pages: 1 }],
    testedAt,
    results: [
      {
        markerAbbr: 'GLU',
        markerName: 'Glucose',
        value: 92,
        unit: 'mg/dL',
        units: ['mg/dL', 'mmol/L'],
        confidence: 0.97,
        sourceText: 'Glucose 92 mg/dL 65-99',
        fileName: report.name,
      },
      {
        markerAbbr: 'HDL',
        markerName: 'HDL cholesterol',
        value: 5.8,
        unit: 'mg/dL',
        units: ['mg/dL', 'mmol/L'],
        confidence: 0.52,
        sourceText: 'HDL Cholesterol 5 8 mg/dL',
        fileName: report.name,
      },
    ],
    unmatched: ['Lp-PLA2 activity 120 nmol/min/mL'],
  };
}
