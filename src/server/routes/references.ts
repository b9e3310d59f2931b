import { asc, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { packageImage } from '../../domain/package-images';
import {
  configuration as configurationSchema,
  mainReferencesQuery,
  bloodMarkersQuery,
  referencePaths,
  type AllStatesResponse,
  type BloodMarker,
  type BloodMarkerUnitsResponse,
  type Configuration,
  type CountriesResponse,
  type MainReferences,
  type MarkerCategoriesResponse,
  type PhysioMarkersResponse,
  type PhysioResultsResponse,
  type ProductsResponse,
  type ReferenceOptionsResponse,
  type Region,
  type Sex,
} from '../../contract/references';
import type { AppDeps } from '../app';
import type { Config } from '../config';
import type { Db } from '../db';
import {
  bloodMarkerRanges,
  bloodMarkers,
  configuration,
  countries,
  markerCategories,
  physioMarkers,
  physioResultBands,
  products,
  referenceOptions,
  regions,
  type LinkBase,
  type OptionKind,
} from '../db/schema';
import { validate } from '../http/validate';

/** spec 000 §7.2: the reference calls, answered from the reference tables the seeders keep current. */
export function referenceRoutes({ db, config, referenceAnswers }: AppDeps) {
  /** Served from memory (issue 22): read once, then kept with its ETag until invalidated or stale. */
  const cached = (c: Context, key: string, load: () => Promise<unknown>) =>
    referenceAnswers.send(c, key, load);

  return new Hono()
    .get(referencePaths.mainReferences, validate('query', mainReferencesQuery), async (c) => {
      const { gender } = c.req.valid('query');
      return cached(c, `main-references:${gender ?? ''}`, () => loadMainReferences(db, gender));
    })
    .get(referencePaths.bloodMarkers, validate('query', bloodMarkersQuery), async (c) => {
      const { gender } = c.req.valid('query');
      return cached(c, `blood-markers:${gender ?? ''}`, () => loadBloodMarkers(db, gender));
    })
    .get(referencePaths.bloodMarkerUnits, async (c) => cached(c, 'blood-marker-units', () => loadUnits(db)))
    .get(referencePaths.markerCategories, async (c) =>
      cached(c, 'marker-categories', () => loadMarkerCategories(db)),
    )
    .get(referencePaths.physioMarkers, async (c) => cached(c, 'physio-markers', () => loadPhysioMarkers(db)))
    .get(referencePaths.contraceptionTypes, async (c) =>
      cached(c, 'contraception', () => loadOptions(db, 'contraception')),
    )
    .get(referencePaths.genderIdentities, async (c) =>
      cached(c, 'gender-identity', () => loadOptions(db, 'gender_identity')),
    )
    .get(referencePaths.allStates, async (c) => cached(c, 'all-states', () => loadStates(db)))
    .get(referencePaths.countries, async (c) => cached(c, 'countries', () => loadCountries(db)))
    .get(referencePaths.products, async (c) => cached(c, 'products', () => loadProducts(db, config)))
    .get(referencePaths.ethnicities, async (c) => cached(c, 'ethnicity', () => loadOptions(db, 'ethnicity')))
    .get(referencePaths.configuration, async (c) =>
      cached(c, 'configuration', () => loadConfiguration(db, config)),
    )
    .get(referencePaths.hormoneTherapy, async (c) =>
      cached(c, 'hormone-therapy', () => loadOptions(db, 'hormone_therapy')),
    )
    .get(referencePaths.reproductiveStages, async (c) =>
      cached(c, 'reproductive-stage', () => loadOptions(db, 'reproductive_stage')),
    )
    .get(referencePaths.physioResults, async (c) => cached(c, 'physio-results', () => loadPhysioResults(db)));
}

async function loadUnits(db: Db): Promise<BloodMarkerUnitsResponse> {
  return db
    .select({ abbr: bloodMarkers.abbr, unit: bloodMarkers.unit, units: bloodMarkers.units })
    .from(bloodMarkers)
    .innerJoin(markerCategories, eq(bloodMarkers.categoryId, markerCategories.id))
    .orderBy(asc(markerCategories.sortOrder), asc(bloodMarkers.sortOrder));
}

async function loadMainReferences(db: Db, gender: Sex | undefined): Promise<MainReferences> {
  // One connection on PGlite anyway; in sequence keeps a pool from being drained by one request.
  const countryList = await loadCountries(db);
  const { usStates, canadaStates } = await loadStates(db);
  return {
    countries: countryList,
    usStates,
    canadaStates,
    ethnicities: await loadOptions(db, 'ethnicity'),
    genderIdentities: await loadOptions(db, 'gender_identity'),
    contraceptionTypes: await loadOptions(db, 'contraception'),
    hormoneTherapyTypes: await loadOptions(db, 'hormone_therapy'),
    reproductiveStages: await loadOptions(db, 'reproductive_stage'),
    bloodMarkers: await loadBloodMarkers(db, gender),
    markerCategories: await loadMarkerCategories(db),
    physioMarkers: await loadPhysioMarkers(db),
    physioResults: await loadPhysioResults(db),
  };
}

export async function loadCountries(db: Db): Promise<CountriesResponse> {
  return db
    .select({ name: countries.name, countryAbbr: countries.code })
    .from(countries)
    .orderBy(asc(countries.sortOrder));
}

export async function loadStates(db: Db): Promise<AllStatesResponse> {
  const rows = await db
    .select({
      countryCode: regions.countryCode,
      name: regions.name,
      stateAbbr: regions.code,
      kind: regions.kind,
    })
    .from(regions)
    .where(inArray(regions.countryCode, ['US', 'CA']))
    .orderBy(asc(regions.sortOrder));
  const of = (country: string): Region[] =>
    rows
      .filter((r) => r.countryCode === country)
      .map(({ name, stateAbbr, kind }) => ({ name, stateAbbr, kind }));
  return { usStates: of('US'), canadaStates: of('CA') };
}

export async function loadOptions(db: Db, kind: OptionKind): Promise<ReferenceOptionsResponse> {
  return db
    .select({ id: referenceOptions.id, code: referenceOptions.code, name: referenceOptions.name })
    .from(referenceOptions)
    .where(eq(referenceOptions.kind, kind))
    .orderBy(asc(referenceOptions.sortOrder));
}

async function loadMarkerCategories(db: Db): Promise<MarkerCategoriesResponse> {
  return db
    .select({
      id: markerCategories.id,
      abbr: markerCategories.abbr,
      name: markerCategories.name,
      description: markerCategories.description,
      forGender: markerCategories.forGender,
    })
    .from(markerCategories)
    .orderBy(asc(markerCategories.sortOrder));
}

/** Markers in category order; with a sex, only the markers for it and only its range. */
async function loadBloodMarkers(db: Db, gender: Sex | undefined): Promise<BloodMarker[]> {
  const markers = await db
    .select({
      id: bloodMarkers.id,
      abbr: bloodMarkers.abbr,
      name: bloodMarkers.name,
      unit: bloodMarkers.unit,
      ucum: bloodMarkers.ucum,
      units: bloodMarkers.units,
      loinc: bloodMarkers.loinc,
      loincAlternates: bloodMarkers.loincAlternates,
      forGender: bloodMarkers.forGender,
      categoryAbbr: markerCategories.abbr,
    })
    .from(bloodMarkers)
    .innerJoin(markerCategories, eq(bloodMarkers.categoryId, markerCategories.id))
    .where(gender ? inArray(bloodMarkers.forGender, ['all', gender]) : undefined)
    .orderBy(asc(markerCategories.sortOrder), asc(bloodMarkers.sortOrder));
  const ranges = await db
    .select()
    .from(bloodMarkerRanges)
    .where(gender ? eq(bloodMarkerRanges.sex, gender) : undefined);
  const byMarker = new Map<number, BloodMarker['ranges']>();
  for (const { markerId, sex, ...range } of ranges) {
    const entry = byMarker.get(markerId) ?? {};
    entry[sex] = range;
    byMarker.set(markerId, entry);
  }
  return markers.map((m) => ({ ...m, ranges: byMarker.get(m.id) ?? {} }));
}

async function loadPhysioMarkers(db: Db): Promise<PhysioMarkersResponse> {
  return db
    .select({
      id: physioMarkers.id,
      abbr: physioMarkers.abbr,
      name: physioMarkers.name,
      unit: physioMarkers.unit,
      units: physioMarkers.units,
      minValue: physioMarkers.minValue,
      maxValue: physioMarkers.maxValue,
      derived: physioMarkers.derived,
    })
    .from(physioMarkers)
    .orderBy(asc(physioMarkers.sortOrder));
}

/** Ascending per marker and sex, as stored; the product reverses the list (spec 000 §7.2). */
async function loadPhysioResults(db: Db): Promise<PhysioResultsResponse> {
  return db
    .select({
      id: physioResultBands.id,
      markerAbbr: physioMarkers.abbr,
      unit: physioMarkers.unit,
      forGender: physioResultBands.forGender,
      label: physioResultBands.label,
      min: physioResultBands.minValue,
      max: physioResultBands.maxValue,
    })
    .from(physioResultBands)
    .innerJoin(physioMarkers, eq(physioResultBands.physioMarkerId, physioMarkers.id))
    .orderBy(asc(physioMarkers.sortOrder), asc(physioResultBands.sortOrder));
}

async function loadProducts(db: Db, config: Config): Promise<ProductsResponse> {
  const rows = await db.select().from(products).orderBy(asc(products.sortOrder));
  return rows.map((p) => ({
    id: p.id,
    packageId: p.packageId,
    slug: p.slug,
    title: p.title,
    description: p.description,
    price: p.priceCents / 100,
    currency: 'USD' as const,
    image: packageImage(p.packageId),
    categories: p.categories,
    bloodTestIncluded: p.bloodTestIncluded,
    exploreUrl: `${config.storeUrl}/products/${p.slug}`,
  }));
}

/** Stored values, with links resolved against this server's store and support URLs. */
async function loadConfiguration(db: Db, config: Config): Promise<Configuration> {
  const rows = await db.select().from(configuration);
  const { links } = config;
  const base: Record<LinkBase, string> = {
    store: config.storeUrl,
    support: config.supportUrl.replace(/\/$/, ''),
    contact: links.contactUrl,
    careers: links.careersUrl,
    professionals: links.professionalsUrl,
    security: links.securityUrl,
    blog: links.blogUrl,
  };
  const values = Object.fromEntries(
    rows.map(({ key, value }) => [
      key,
      value.kind === 'number' ? value.value : `${base[value.base]}${value.path}`,
    ]),
  );
  if (config.analyticsId) values.analyticsId = config.analyticsId;
  // A missing or malformed row is a seeding bug: fail loudly (500) rather than send half a configuration.
  return configurationSchema.parse(values);
}
