import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dnaKitStates } from '../../../domain/dna/kit';
import { customers } from './identity';
import { at } from './columns';

// spec 000 §3 DNA (report, kit), §7.8; docs/decisions/dna.md.

/** A DNA kit from manufacture (`issued`, nobody's) to the lab's result; see src/domain/dna/kit.ts. */
export const dnaKits = pgTable(
  'dna_kits',
  {
    id: serial('id').primaryKey(),
    /** Printed on the box, `HSK-0000-0000`. */
    dnaKitId: text('dna_kit_id').notNull(),
    /** Printed on the tube: 12 digits, the last a Luhn check digit. */
    serialNumber: text('serial_number').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    state: text('state', { enum: dnaKitStates }).notNull().default('issued'),
    createdAt: at('created_at').notNull().defaultNow(),
    registeredAt: at('registered_at'),
    mailedAt: at('mailed_at'),
    receivedAt: at('received_at'),
    failedAt: at('failed_at'),
    resultAt: at('result_at'),
    /** When the customer closed the "sample failed" popup (spec 000 §7.8). */
    sampleFailPopupViewedAt: at('sample_fail_popup_viewed_at'),
  },
  (t) => [
    uniqueIndex('dna_kits_kit_id').on(t.dnaKitId),
    index('dna_kits_customer').on(t.customerId),
    check(
      'dna_kits_state',
      sql`${t.state} in ('issued', 'registered', 'mailed', 'received', 'sampleFailed', 'resultReady')`,
    ),
    check('dna_kits_owner', sql`(${t.state} = 'issued') = (${t.customerId} is null)`),
  ],
);

export const genotypeSetSources = ['upload', 'kit'] as const;
export const genotypeSetStatuses = ['processing', 'ready', 'failed'] as const;
export type GenotypeSetStatus = (typeof genotypeSetStatuses)[number];

/**
 * One person's genotypes from one source: a raw-data upload (one or more files, parsed in the
 * background) or a kit the lab genotyped. Only the SNPs the report reads are kept.
 */
export const dnaGenotypeSets = pgTable(
  'dna_genotype_sets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    source: text('source', { enum: genotypeSetSources }).notNull(),
    kitId: integer('kit_id').references(() => dnaKits.id, { onDelete: 'set null' }),
    status: text('status', { enum: genotypeSetStatuses }).notNull(),
    /** `23andme`, `ancestrydna`, `ftdna` (uploads), `lab` (kits). */
    format: text('format'),
    fileNames: jsonb('file_names')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    fileBytes: integer('file_bytes').notNull().default(0),
    declaredBuild: text('declared_build'),
    /** Genotype rows read from the files. */
    rowsRead: integer('rows_read').notNull().default(0),
    /** SNPs the files called differently (several files): left a no-call. */
    conflicts: jsonb('conflicts')
      .$type<{ rsid: string; genotypes: string[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Why processing refused the files, in the customer's words. */
    error: text('error'),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('dna_genotype_sets_customer').on(t.customerId, t.createdAt),
    check('dna_genotype_sets_source', sql`${t.source} in ('upload', 'kit')`),
    check('dna_genotype_sets_status', sql`${t.status} in ('processing', 'ready', 'failed')`),
  ],
);

/** A kept genotype as the file wrote it (GRCh37 plus strand); meanings are computed when read. */
export const dnaGenotypes = pgTable(
  'dna_genotypes',
  {
    setId: integer('set_id')
      .notNull()
      .references(() => dnaGenotypeSets.id, { onDelete: 'cascade' }),
    rsid: text('rsid').notNull(),
    chromosome: text('chromosome').notNull(),
    position: integer('position').notNull(),
    genotype: text('genotype').notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.rsid] })],
);
