import type { DnaKit } from '../../src/contract/dna';

export function kit(state: DnaKit['state'], overrides: Partial<DnaKit> = {}): DnaKit {
  return {
    dnaKitId: 'HSK-1000-0001',
    serialNumberLast4: '0016',
    state,
    registeredAt: '2026-11-01T00:00:00.000Z',
    mailedAt: state === 'registered' ? null : '2026-11-03T00:00:00.000Z',
    receivedAt: null,
    failedAt: state === 'sampleFailed' ? '2026-11-10T00:00:00.000Z' : null,
    resultAt: null,
    showSampleFailPopup: state === 'sampleFailed',
    canMarkMailed: state === 'registered',
    ...overrides,
  };
}
