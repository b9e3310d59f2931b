import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../..';

/**
 * Inserts the catalogue rows, or updates the stored row with the same key when it differs; an
 * unchanged row is left alone so a restart writes nothing. Identity columns keep their value.
 */
export async function upsertRows<T extends PgTable>(
  db: Db,
  table: T,
  key: PgColumn[],
  rows: PgInsertValue<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const keyNames = new Set(key.map((c) => c.name));
  const updatable = Object.entries(getTableColumns(table)).filter(
    ([, column]) => !keyNames.has(column.name) && column.generatedIdentity === undefined,
  );
  const tableName = sql.identifier(getTableName(table));
  const stored = updatable.map(([, c]) => sql`${tableName}.${sql.identifier(c.name)}`);
  const incoming = updatable.map(([, c]) => sql`excluded.${sql.identifier(c.name)}`);
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: key,
      set: Object.fromEntries(
        updatable.map(([property, c]) => [property, sql`excluded.${sql.identifier(c.name)}`]),
      ) as PgUpdateSetSource<T>,
      setWhere: sql`(${sql.join(stored, sql`, `)}) is distinct from (${sql.join(incoming, sql`, `)})`,
    });
}
