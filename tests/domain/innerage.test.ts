import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTION_REFERENCE,
  INNERAGE_MODEL,
  PHENOAGE_BOUNDS,
  PHENOAGE_MARKERS,
  ageAt,
  computePhenoAge,
  crpTerm,
  markerContributions,
  type PhenoAgeMarkers,
} from '../../src/domain/innerage';

/** notes/domain.md §1 worked example, converted to the function's US units. */
const worked: PhenoAgeMarkers = {
  albumin: 50 / 10, // g/L → g/dL
  creatinine: 75.14 / 88.4017, // umol/L → mg/dL
  glucose: 4.44 / 0.0555, // mmol/L → mg/dL (80)
  crp: Math.exp(-4.2) * 10, // ln(CRP mg/dL) = −4.20 → mg/L
  lymphocytePercent: 40,
  mcv: 88,
  rdw: 12,
  alp: 45,
  wbc: 4.2,
  ageYears: 47,
};

const GAMMA = 0.007692696;
/** xb recovered from the mortality score: M = 1 − exp(−exp(xb)(exp(120γ) − 1)/γ). */
const xbOf = (m: number) => Math.log(-Math.log1p(-m) / (Math.expm1(120 * GAMMA) / GAMMA));
/** The notes' formula for PhenoAge from M, as published. */
const published = (m: number, divisor: number) =>
  141.50225 + Math.log(-0.0055305 * Math.log(1 - m)) / divisor;

describe('computePhenoAge', () => {
  it('reproduces the worked example: xb −10.4692, PhenoAge 26.35 (divisor 0.090165)', () => {
    const result = computePhenoAge(worked);
    expect(xbOf(result.mortalityScore)).toBeCloseTo(-10.4692, 4);
    expect(result.phenoAge).toBeCloseTo(26.35, 2);
    expect(result.mortalityScore).toBeCloseTo(0.005585, 6);
    expect(result.clamped).toEqual([]);
    expect(computePhenoAge(worked, { divisor: 0.090165, crpMode: 'ln' })).toEqual(result);
  });

  it('reproduces the worked example with the 2019 divisor: 28.22', () => {
    expect(computePhenoAge(worked, { divisor: 0.09165 }).phenoAge).toBeCloseTo(28.22, 2);
  });

  it('equals the published formula from M', () => {
    for (const divisor of [0.090165, 0.09165]) {
      const { phenoAge, mortalityScore } = computePhenoAge(worked, { divisor });
      expect(phenoAge).toBeCloseTo(published(mortalityScore, divisor), 9);
    }
    const older = computePhenoAge({ ...worked, ageYears: 80, glucose: 140, crp: 8, rdw: 15 });
    expect(older.phenoAge).toBeCloseTo(published(older.mortalityScore, 0.090165), 9);
  });

  it('stays finite where 1 − M rounds to 0', () => {
    const worst = computePhenoAge({
      albumin: 1.5,
      creatinine: 15,
      glucose: 600,
      crp: 300,
      lymphocytePercent: 1,
      mcv: 130,
      rdw: 30,
      alp: 1000,
      wbc: 50,
      ageYears: 110,
    });
    expect(worst.mortalityScore).toBe(1);
    expect(Number.isFinite(worst.phenoAge)).toBe(true);
    expect(worst.phenoAge).toBeGreaterThan(200);
  });

  it('treats CRP by mode: ln the paper, floor at 0.22 mg/dL, ln(1 + CRP)', () => {
    expect(crpTerm(worked.crp, 'ln')).toBeCloseTo(-4.2, 12);
    expect(crpTerm(1, 'ln')).toBeCloseTo(Math.log(0.1), 12); // mg/L ÷ 10
    expect(crpTerm(1, 'floor')).toBeCloseTo(Math.log(0.22), 12);
    expect(crpTerm(2.2, 'floor')).toBeCloseTo(Math.log(0.22), 12);
    expect(crpTerm(5, 'floor')).toBeCloseTo(Math.log(0.5), 12);
    expect(crpTerm(5, 'ln1p')).toBeCloseTo(Math.log(1.5), 12);
    // at the worked example's low CRP the modes differ by ~3 and ~4.5 years
    expect(computePhenoAge(worked, { crpMode: 'floor' }).phenoAge).toBeCloseTo(29.19, 2);
    expect(computePhenoAge(worked, { crpMode: 'ln1p' }).phenoAge).toBeCloseTo(30.81, 2);
    // above the floor, floor and ln agree
    const inflamed = { ...worked, crp: 5 };
    expect(computePhenoAge(inflamed, { crpMode: 'floor' }).phenoAge).toBeCloseTo(
      computePhenoAge(inflamed, { crpMode: 'ln' }).phenoAge,
      9,
    );
  });

  it('clamps implausible inputs, reports them in input order and computes with the bound', () => {
    const mixedUp = { ...worked, albumin: 50, crp: 0, ageYears: 12 };
    const result = computePhenoAge(mixedUp);
    expect(result.clamped).toEqual(['albumin', 'crp', 'ageYears']);
    expect(result.phenoAge).toBeCloseTo(
      computePhenoAge({ ...worked, albumin: 6.5, crp: 0.1, ageYears: 18 }).phenoAge,
      12,
    );
    expect(computePhenoAge({ ...worked, glucose: 900, wbc: 0.2 }).clamped).toEqual(['glucose', 'wbc']);
  });

  it('keeps values on the bounds without reporting them', () => {
    for (const key of Object.keys(PHENOAGE_BOUNDS) as (keyof PhenoAgeMarkers)[]) {
      const { min, max } = PHENOAGE_BOUNDS[key];
      expect(computePhenoAge({ ...worked, [key]: min }).clamped, `${key} min`).toEqual([]);
      expect(computePhenoAge({ ...worked, [key]: max }).clamped, `${key} max`).toEqual([]);
      expect(computePhenoAge({ ...worked, [key]: min - 0.01 }).clamped, `${key} below`).toEqual([key]);
      expect(computePhenoAge({ ...worked, [key]: max + 0.01 }).clamped, `${key} above`).toEqual([key]);
    }
  });

  it('refuses a missing input or a bad divisor', () => {
    expect(() => computePhenoAge({ ...worked, rdw: Number.NaN })).toThrow(/rdw/);
    expect(() => computePhenoAge({ ...worked, crp: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => computePhenoAge(worked, { divisor: 0 })).toThrow('divisor must be positive, got 0');
  });
});

describe('INNERAGE_MODEL', () => {
  it('is the named, versioned product setting: 2018 divisor, the paper’s ln(CRP)', () => {
    expect(INNERAGE_MODEL).toEqual({ version: 'phenoage-2018-v1', divisor: 0.090165, crpMode: 'ln' });
  });
});

describe('markerContributions', () => {
  it('adds up: baseline + contributions = PhenoAge, for every setting', () => {
    const profiles = [worked, { ...worked, glucose: 130, crp: 6, rdw: 14.5, albumin: 3.6, ageYears: 63 }];
    for (const markers of profiles)
      for (const setting of [
        INNERAGE_MODEL,
        { divisor: 0.09165, crpMode: 'floor' as const },
        { divisor: 0.090165, crpMode: 'ln1p' as const },
      ]) {
        const { baseline, years } = markerContributions(markers, setting);
        const total = PHENOAGE_MARKERS.reduce((sum, key) => sum + years[key], baseline);
        expect(total).toBeCloseTo(computePhenoAge(markers, setting).phenoAge, 9);
      }
  });

  it('is zero for every marker at the reference profile, whose PhenoAge is the baseline', () => {
    const reference = { ...CONTRIBUTION_REFERENCE, ageYears: 50 };
    const { baseline, years } = markerContributions(reference);
    for (const key of PHENOAGE_MARKERS) expect(years[key], key).toBeCloseTo(0, 12);
    expect(baseline).toBeCloseTo(computePhenoAge(reference).phenoAge, 12);
    expect(Object.keys(years).sort()).toEqual([...PHENOAGE_MARKERS].sort());
  });

  it('is the change in PhenoAge from the reference value, in years, with the sign of the coefficient', () => {
    const reference = { ...CONTRIBUTION_REFERENCE, ageYears: 50 };
    // hs-CRP 3 instead of 1 mg/L: 0.09536762 × ln 3 / 0.090165
    expect(markerContributions({ ...reference, crp: 3 }).years.crp).toBeCloseTo(1.162, 3);
    // glucose 126 instead of 85 mg/dL: 0.1953192 × 41 × 0.0555 / 0.090165
    expect(markerContributions({ ...reference, glucose: 126 }).years.glucose).toBeCloseTo(4.929, 3);
    expect(markerContributions({ ...reference, albumin: 5 }).years.albumin).toBeLessThan(0);
    expect(markerContributions({ ...reference, lymphocytePercent: 40 }).years.lymphocytePercent).toBeLessThan(
      0,
    );
    const single = markerContributions({ ...reference, rdw: 15 }).years.rdw;
    expect(single).toBeCloseTo(
      computePhenoAge({ ...reference, rdw: 15 }).phenoAge - computePhenoAge(reference).phenoAge,
      9,
    );
  });

  it('uses clamped values', () => {
    const { years } = markerContributions({ ...CONTRIBUTION_REFERENCE, ageYears: 50, albumin: 45 });
    const atBound = markerContributions({ ...CONTRIBUTION_REFERENCE, ageYears: 50, albumin: 6.5 }).years;
    expect(years.albumin).toBe(atBound.albumin);
  });
});

describe('ageAt', () => {
  it('is whole on each birthday and adds the elapsed fraction of the birthday year between', () => {
    expect(ageAt('1978-05-10', '2025-05-10')).toBe(47);
    expect(ageAt('1978-05-10', '1978-05-10')).toBe(0);
    expect(ageAt('1978-05-10', '2025-05-09')).toBeCloseTo(46 + 364 / 365, 12);
    expect(ageAt('1978-05-10', '2024-11-09')).toBeCloseTo(46 + 183 / 365, 12);
    // 2024-01-15 → 2025-01-15 holds 29 February: 366 days
    expect(ageAt('1980-01-15', '2024-03-01')).toBeCloseTo(44 + 46 / 366, 12);
  });

  it('moves no other birthday: the 29th of another month, another day of February', () => {
    expect(ageAt('1990-03-29', '2023-03-28')).toBeCloseTo(32 + 364 / 365, 12);
    expect(ageAt('1990-03-29', '2023-03-29')).toBe(33);
    expect(ageAt('1990-02-10', '2023-02-10')).toBe(33);
  });

  it('keeps a 29 February birthday on 28 February in common years', () => {
    expect(ageAt('2000-02-29', '2023-02-28')).toBe(23);
    expect(ageAt('2000-02-29', '2023-02-27')).toBeCloseTo(22 + 364 / 365, 12);
    expect(ageAt('2000-02-29', '2024-02-29')).toBe(24);
    expect(ageAt('2000-02-29', '2024-02-28')).toBeCloseTo(23 + 365 / 366, 12);
  });

  it('is the age the model takes, at the draw rather than today', () => {
    const ageYears = ageAt('1978-05-10', '2025-05-10');
    expect(computePhenoAge({ ...worked, ageYears }).phenoAge).toBeCloseTo(26.35, 2);
  });

  it('refuses a draw before the birth and anything but a real YYYY-MM-DD date', () => {
    expect(() => ageAt('1978-05-10', '1978-05-09')).toThrow(/before birth/);
    for (const bad of ['2025-02-30', '2025-13-01', '2025-5-10', '10/05/2025', '2025-05-10T00:00:00Z', ''])
      expect(() => ageAt(bad, '2025-06-01'), bad).toThrow(RangeError);
    // a year before 100 is not read as 19xx
    expect(() => ageAt('0050-05-10', '2025-06-01')).toThrow('0050-05-10 is not a YYYY-MM-DD date');
  });
});
