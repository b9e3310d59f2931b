import { deriveBloodRange, type BloodRange } from '../../../../domain/blood-range';
import type { Seeder } from '..';
import {
  bloodMarkerRanges,
  bloodMarkers,
  configuration,
  countries,
  markerCategories,
  onboardingOptionKinds,
  onboardingOptions,
  optionKinds,
  physioMarkers,
  physioResultBands,
  products,
  referenceOptions,
  regions,
  type Sex,
} from '../../schema';
import { bloodMarkerCatalogue, type BloodMarkerSeed, type RangeSeed } from './blood-markers';
import { configurationCatalogue } from './configuration';
import { countryCatalogue } from './countries';
import { markerCategoryCatalogue } from './marker-categories';
import { onboardingOptionCatalogue } from './onboarding-options';
import { optionCatalogue } from './options';
import { physioBandCatalogue, physioMarkerCatalogue } from './physio-markers';
import { productCatalogue } from './products';
import { canadaRegionCatalogue, usRegionCatalogue, type RegionSeed } from './regions';
import { upsertRows } from './upsert';

// Sorting here rather than in SQL keeps the order identical on every PostgreSQL build, whatever
// its collation ("Åland Islands" after "Afghanistan", "Côte d'Ivoire" among the Cs).
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The sexes a marker applies to, each with its derived range. Throws on a catalogue mistake. */
export function markerRanges(marker: BloodMarkerSeed): { sex: Sex; range: BloodRange }[] {
  const seeds: Record<Sex, RangeSeed> =
    'reference' in marker.range ? { male: marker.range, female: marker.range } : marker.range;
  const sexes: Sex[] = marker.forGender === 'all' ? ['male', 'female'] : [marker.forGender];
  return sexes.map((sex) => {
    const { reference, optimal, bands } = seeds[sex];
    try {
      return { sex, range: deriveBloodRange(reference, optimal, bands) };
    } catch (err) {
      throw new Error(
        `Blood marker ${marker.abbr} (${sex}): ${err instanceof Error ? err.message : String(err)}`,
        {
          cause: err,
        },
      );
    }
  });
}

const geography: Seeder = {
  name: 'reference:geography',
  kind: 'reference',
  async run(db) {
    const sorted = [...countryCatalogue].sort((a, b) => byName.compare(a.name, b.name));
    await upsertRows(
      db,
      countries,
      [countries.code],
      sorted.map((c, i) => ({ code: c.code, name: c.name, sortOrder: i })),
    );
    const regionRows = (countryCode: string, list: readonly RegionSeed[]) =>
      [...list]
        .sort((a, b) => byName.compare(a.name, b.name))
        .map((r, i) => ({ countryCode, code: r.code, name: r.name, kind: r.kind, sortOrder: i }));
    await upsertRows(
      db,
      regions,
      [regions.countryCode, regions.code],
      [...regionRows('US', usRegionCatalogue), ...regionRows('CA', canadaRegionCatalogue)],
    );
  },
};

const profileOptions: Seeder = {
  name: 'reference:profile-options',
  kind: 'reference',
  async run(db) {
    const rows = optionKinds.flatMap((kind) =>
      optionCatalogue[kind].map((o, i) => ({ kind, id: o.id, code: o.code, name: o.name, sortOrder: i })),
    );
    await upsertRows(db, referenceOptions, [referenceOptions.kind, referenceOptions.id], rows);
  },
};

const onboardingPickLists: Seeder = {
  name: 'reference:onboarding-options',
  kind: 'reference',
  async run(db) {
    const rows = onboardingOptionKinds.flatMap((kind) =>
      onboardingOptionCatalogue[kind].map((o, i) => ({
        kind,
        id: o.id,
        code: o.code,
        name: o.name,
        description: o.description ?? null,
        foodGroup: o.group ?? null,
        timesPerWeek: o.timesPerWeek ?? null,
        servingsPerDay: o.servingsPerDay ?? null,
        sortOrder: i,
      })),
    );
    await upsertRows(db, onboardingOptions, [onboardingOptions.kind, onboardingOptions.id], rows);
  },
};

const physio: Seeder = {
  name: 'reference:physio',
  kind: 'reference',
  async run(db) {
    await upsertRows(
      db,
      physioMarkers,
      [physioMarkers.id],
      physioMarkerCatalogue.map((m, i) => ({ ...m, units: [...m.units], sortOrder: i })),
    );
    const idOf = new Map<string, number>(physioMarkerCatalogue.map((m) => [m.abbr, m.id]));
    await upsertRows(
      db,
      physioResultBands,
      [physioResultBands.physioMarkerId, physioResultBands.forGender, physioResultBands.label],
      physioBandCatalogue.map((b, i) => ({
        physioMarkerId: idOf.get(b.marker)!,
        forGender: b.forGender,
        label: b.label,
        minValue: b.min,
        maxValue: b.max,
        sortOrder: i,
      })),
    );
  },
};

const bloodMarkerCatalogueSeeder: Seeder = {
  name: 'reference:blood-markers',
  kind: 'reference',
  async run(db) {
    await upsertRows(
      db,
      markerCategories,
      [markerCategories.id],
      markerCategoryCatalogue.map((c, i) => ({ ...c, sortOrder: i })),
    );
    const categoryId = new Map<string, number>(markerCategoryCatalogue.map((c) => [c.abbr, c.id]));
    const ranges = bloodMarkerCatalogue.flatMap((m) =>
      markerRanges(m).map(({ sex, range }) => ({ markerId: m.id, sex, ...range })),
    );
    await upsertRows(
      db,
      bloodMarkers,
      [bloodMarkers.id],
      bloodMarkerCatalogue.map((m, i) => ({
        id: m.id,
        abbr: m.abbr,
        name: m.name,
        unit: m.unit,
        ucum: m.ucum,
        units: m.units,
        loinc: m.loinc,
        loincAlternates: m.loincAlternates,
        forGender: m.forGender,
        categoryId: categoryId.get(m.category)!,
        sortOrder: i,
      })),
    );
    await upsertRows(db, bloodMarkerRanges, [bloodMarkerRanges.markerId, bloodMarkerRanges.sex], ranges);
  },
};

const shop: Seeder = {
  name: 'reference:products',
  kind: 'reference',
  async run(db) {
    await upsertRows(
      db,
      products,
      [products.id],
      productCatalogue.map((p, i) => ({ ...p, sortOrder: i })),
    );
  },
};

const settings: Seeder = {
  name: 'reference:configuration',
  kind: 'reference',
  async run(db) {
    await upsertRows(
      db,
      configuration,
      [configuration.key],
      Object.entries(configurationCatalogue).map(([key, value]) => ({ key, value })),
    );
  },
};

/** Reference seeders: idempotent upserts that run at every start (see `Seeder`). */
export const referenceSeeders: readonly Seeder[] = [
  geography,
  profileOptions,
  onboardingPickLists,
  physio,
  bloodMarkerCatalogueSeeder,
  shop,
  settings,
];
