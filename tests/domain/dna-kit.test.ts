import { describe, expect, it } from 'vitest';
import {
  dnaKitStates,
  isKitId,
  kitEventRefusal,
  labEventsFor,
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
    // only an id that is exactly HSK and eight digits gets its dashes back
    expect(normalizeKitId('XHSK48217730')).toBe('XHSK48217730');
    expect(normalizeKitId('HSK482177301')).toBe('HSK482177301');
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
    // exactly twelve digits: nothing before or after them
    expect(serialNumberProblem(`A${serial}`)).toBe('format');
    expect(serialNumberProblem(`${serial}0`)).toBe('format');
  });

  it('doubles every second digit from the right, less 9 above 9 (Luhn)', () => {
    expect(luhnCheckDigit('5')).toBe(9); // 5 doubled is 10 → 1
    expect(luhnCheckDigit('4')).toBe(2); // 4 doubled is 8
    expect(luhnCheckDigit('9')).toBe(1); // 9 doubled is 18 → 9
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

describe('the lab moves of a kit (back office)', () => {
  it('offers each state only the moves the kit can take', () => {
    expect(dnaKitStates.map((state) => [state, labEventsFor(state)])).toEqual([
      ['issued', []],
      ['registered', ['markMailed', 'receive']],
      ['mailed', ['receive']],
      ['received', ['fail', 'complete']],
      ['sampleFailed', []],
      ['resultReady', []],
    ]);
  });

  it('refuses a move naming the state and what the kit can take instead', () => {
    expect(kitEventRefusal('received', 'markMailed')).toBe(
      'A kit that is at the lab cannot be marked mailed: it can be marked failed or marked ready.',
    );
    expect(kitEventRefusal('mailed', 'complete')).toBe(
      'A kit that is mailed cannot be marked ready: it can be marked received.',
    );
    expect(kitEventRefusal('resultReady', 'fail')).toBe(
      'A kit that is ready cannot be marked failed: it takes no further steps.',
    );
  });
});
