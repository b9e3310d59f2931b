import { describe, expect, it } from 'vitest';
import {
  distanceMiles,
  drawPreparation,
  MAX_SITE_MILES,
  nearestSites,
  zipArea,
} from '../../src/domain/draw-guide';

const SAN_FRANCISCO = { lat: 37.7749, lng: -122.4194 };
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };

describe('draw guide', () => {
  it('measures great-circle distances in miles (San Francisco to Los Angeles is about 347)', () => {
    expect(distanceMiles(SAN_FRANCISCO, LOS_ANGELES)).toBeCloseTo(347.4, 0);
    expect(distanceMiles(SAN_FRANCISCO, SAN_FRANCISCO)).toBe(0);
  });

  it('keeps the nearest sites within reach, nearest first, distances to one decimal', () => {
    const sites = [
      { id: 'la', ...LOS_ANGELES },
      { id: 'oakland', lat: 37.8044, lng: -122.2712 },
      { id: 'sf', lat: 37.7929, lng: -122.403 },
    ];
    const nearest = nearestSites(SAN_FRANCISCO, sites);
    expect(nearest.map((s) => s.id)).toEqual(['sf', 'oakland']);
    expect(nearest[0]!.distanceMiles).toBe(1.5);
    expect(nearestSites(SAN_FRANCISCO, sites, 1).map((s) => s.id)).toEqual(['sf']);
    expect(MAX_SITE_MILES).toBeLessThan(347);
  });

  it('reads the ZIP code area from the first three digits', () => {
    expect(zipArea(' 94105-1234')).toBe('941');
  });

  it('asks Performance for a rest from training and a shorter fast; unknown packages get the general advice', () => {
    expect(drawPreparation(60).fastingHours).toBe(8);
    expect(drawPreparation(60).advice.join(' ')).toMatch(/Rest from hard training/);
    expect(drawPreparation(12).fastingHours).toBe(12);
    expect(drawPreparation(999).advice[0]).toMatch(/Fast for 12 hours/);
  });
});

describe('the reach boundary (mutation testing, issue 25)', () => {
  it('keeps a site exactly MAX_SITE_MILES away and drops one a tenth of a mile further', () => {
    const origin = { lat: 0, lng: 0 };
    const degreesFor = (miles: number) => ((miles / 3958.8) * 180) / Math.PI;
    const sites = [
      { id: 'edge', lat: degreesFor(MAX_SITE_MILES), lng: 0 },
      { id: 'beyond', lat: degreesFor(MAX_SITE_MILES + 0.1), lng: 0 },
    ];
    expect(nearestSites(origin, sites).map((s) => [s.id, s.distanceMiles])).toEqual([
      ['edge', MAX_SITE_MILES],
    ]);
  });
});
