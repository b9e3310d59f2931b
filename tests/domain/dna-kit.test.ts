import { describe, expect, it } from 'vitest';
import {
  dnaKitStates,
  isKitId,
  luhnCheckDigit,
  mergeGenotypes,
  nextKitState,
  normalizeKitId,
  serialNumberProblem,
  withCheckDigit,
  type DnaKitEvent,
} from '../../src/domain/dna';

describe('kit state model', () => {
  it('goes issued → registered → mailed → received → resultReady or sampleFailed', () => {
    expect(nextKitState('issued', 'register')).toBe('registered');
    expect(nextKitState('registered', 'markMailed')).toBe('mailed');
    expect(nextKitState('mailed', 'receive')).toBe('received');
    expect(nextKitState('received', 'complete')).toBe('resultReady');
    expect(nextKitState('received', 'fail')).toBe('sampleFailed');
    // the lab may receive a sample whose customer never said it was mailed
    expect(nextKitState('registered', 'receive')).toBe('received');
  });

  it('refuses every other move', () => {
    const events: DnaKitEvent[] = ['register', 'markMailed', 'receive', 'fail', 'complete'];
    const allowed = new Set([
      'issued:register',
      'registered:markMailed',
      'registered:receive',
      'mailed:receive',
      'received:fail',
      'received:complete',
    ]);
    for (const state of dnaKitStates)
      for (const event of events)
        if (!allowed.has(`${state}:${event}`))
          expect(nextKitState(state, event), `${state} ${event}`).toBeUndefined();
  });
});

describe('kit id and serial number', () => {
  it('normalizes kit ids the way customers type them', () => {
    expect(normalizeKitId('hsk 4821 7730')).toBe('HSK-4821-7730');
    expect(normalizeKitId('HSK48217730')).toBe('HSK-4821-7730');
    expect(isKitId('hsk-4821-7730')).toBe(true);
    expect(isKitId('HSK-4821-773')).toBe(false);
    expect(isKitId('ABC-4821-7730')).toBe(false);
  });

  it('checks the Luhn digit of the 12-digit serial number', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3); // the classic Luhn example 79927398713
    const serial = withCheckDigit('10000000001');
    expect(serialNumberProblem(serial)).toBeUndefined();
    expect(
      serialNumberProblem(`${serial.slice(0, 4)} ${serial.slice(4, 8)} ${serial.slice(8)}`),
    ).toBeUndefined();
    const typo = `${serial.slice(0, 11)}${(Number(serial[11]) + 1) % 10}`;
    expect(serialNumberProblem(typo)).toBe('checkDigit');
    expect(serialNumberProblem('12345')).toBe('format');
    expect(serialNumberProblem('ABCDEFGHIJKL')).toBe('format');
  });
});

describe('merging the genotypes of several files', () => {
  it('prefers a call over a no-call and leaves disagreeing calls a no-call', () => {
    const { genotypes, conflicts } = mergeGenotypes([
      new Map([
        ['rs1', '--'],
        ['rs2', 'AG'],
        ['rs3', 'CC'],
      ]),
      new Map([
        ['rs1', 'TT'],
        ['rs2', 'GA'],
        ['rs3', 'CT'],
        ['rs4', 'AA'],
      ]),
    ]);
    expect(Object.fromEntries(genotypes)).toEqual({ rs1: 'TT', rs2: 'AG', rs3: '--', rs4: 'AA' });
    expect(conflicts).toEqual([{ rsid: 'rs3', genotypes: ['CC', 'CT'] }]);
  });
});
