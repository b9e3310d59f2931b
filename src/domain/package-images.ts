/** spec 000 §9: package 59 triggers the mobile-blood-draw suggestion. */
export const MBD_SUGGESTION_PACKAGE_ID = 59;

export type PackageImageKey = 'dna-kit' | 'dna' | 'home-kit' | 'diy' | 'default';

/** spec 000 §9: 38 DNA kit, 37 DNA, 15/16/41 home kit, 10/21 DIY, any other package the default picture. */
export function packageImageKey(packageId: number): PackageImageKey {
  switch (packageId) {
    case 38:
      return 'dna-kit';
    case 37:
      return 'dna';
    case 15:
    case 16:
    case 41:
      return 'home-kit';
    case 10:
    case 21:
      return 'diy';
    default:
      return 'default';
  }
}

/** The picture of a test package, served by the SPA from `/images/packages/`. */
export function packageImage(packageId: number): string {
  return `/images/packages/${packageImageKey(packageId)}.svg`;
}
