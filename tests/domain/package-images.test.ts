import { describe, expect, it } from 'vitest';
import { packageImage, packageImageKey } from '../../src/domain/package-images';

describe('packageImage (spec 000 §9)', () => {
  it.each([
    [38, 'dna-kit'],
    [37, 'dna'],
    [15, 'home-kit'],
    [16, 'home-kit'],
    [41, 'home-kit'],
    [10, 'diy'],
    [21, 'diy'],
  ] as const)('package %i shows the %s picture', (packageId, key) => {
    expect(packageImageKey(packageId)).toBe(key);
    expect(packageImage(packageId)).toBe(`/images/packages/${key}.svg`);
  });

  it.each([59, 12, 60, 0, 1, 17, 36, 39, 40, 42, 999])(
    'package %i shows the default picture',
    (packageId) => {
      expect(packageImage(packageId)).toBe('/images/packages/default.svg');
    },
  );
});
