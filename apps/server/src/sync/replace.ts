import type { DataSource } from '@dasibom/contract';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-db.ts';
import { occupations } from '../features/jobs/schema.ts';
import { postingLocations, postings } from '../features/recruit/schema.ts';
import { regions } from '../features/regions/schema.ts';
import { courses } from '../features/training/schema.ts';
import type { ReferenceLookup } from './prepare.ts';
import { recordSyncSuccess } from './state.ts';

/**
 * Rows per statement. Each batch travels as ONE JSON parameter expanded by `json_populate_recordset`: PGlite pays
 * per bound parameter (a 16-column × 1,000-row insert binds 16,000), and PostgreSQL gets fewer round trips.
 */
const BATCH_ROWS = 2000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** `set` for an upsert that takes every column except the key from the incoming row. */
function takeIncoming(table: PgTable, keys: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(property)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/**
 * `select <every column, in table order> from json_populate_recordset(null::<table>, $1)` for one batch: the JSON
 * uses column names, dates as ISO strings. Used as the source of `insert … select`.
 */
function rowsAsSelect(table: PgTable, rows: readonly Record<string, unknown>[]): SQL {
  const columns = Object.entries(getTableColumns(table));
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map(([property, column]) => {
          const value = row[property];
          return [column.name, value instanceof Date ? value.toISOString() : (value ?? null)];
        }),
      ),
    ),
  );
  const list = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  return sql`select ${list} from json_populate_recordset(null::${sql.identifier(getTableName(table))}, ${json}::json)`;
}

/**
 * Fresh planner statistics right after a bulk replace: until autovacuum gets to it, the planner would guess a few
 * rows per table and pick sequential scans for the list queries.
 */
async function refreshStatistics(db: Db, tables: PgTable[]): Promise<void> {
  // Only an optimisation: a failure here must not turn a committed sync into a reported failure.
  for (const table of tables) await db.execute(sql`analyze ${table}`).catch(() => undefined);
}

export async function loadReferenceLookup(db: Db): Promise<ReferenceLookup> {
  const [occupationRows, regionRows] = await Promise.all([
    db.select({ id: occupations.id }).from(occupations),
    db.select({ code: regions.code, name: regions.name, city: regions.city }).from(regions),
  ]);
  return {
    occupationIds: new Set(occupationRows.map((row) => row.id)),
    regionsByName: new Map(regionRows.map((row) => [row.name, { code: row.code, city: row.city }])),
    cities: new Set(regionRows.map((row) => row.city)),
  };
}

/**
 * Replaces all postings with `rows` in one transaction: upsert in batches, delete the ones that disappeared (from
 * any source, so switching sources leaves no stale rows), rebuild their places, record the success. Readers see
 * the old set or the new one, never a mix.
 */
export async function replacePostings(
  db: Db,
  data: {
    rows: (typeof postings.$inferInsert)[];
    locations: (typeof postingLocations.$inferInsert)[];
    source: DataSource;
    syncedAt: Date;
  },
): Promise<void> {
  const set = takeIncoming(postings, ['id']);
  const ids = JSON.stringify(data.rows.map((row) => row.id));
  await db.transaction(async (tx) => {
    for (const batch of chunks(data.rows, BATCH_ROWS)) {
      await tx
        .insert(postings)
        .select(rowsAsSelect(postings, batch))
        .onConflictDoUpdate({ target: postings.id, set });
    }
    await tx
      .delete(postings)
      .where(
        sql`not exists (select 1 from json_array_elements_text(${ids}::json) as kept(id) where kept.id = ${postings.id})`,
      );
    await tx.delete(postingLocations);
    for (const batch of chunks(data.locations, BATCH_ROWS)) {
      await tx.insert(postingLocations).select(rowsAsSelect(postingLocations, batch));
    }
    await recordSyncSuccess(tx, 'postings', data.source, data.syncedAt, data.rows.length);
  });
  await refreshStatistics(db, [postings, postingLocations]);
}

/** Replaces all courses with `rows` in one transaction, like `replacePostings`. */
export async function replaceCourses(
  db: Db,
  data: { rows: (typeof courses.$inferInsert)[]; source: DataSource; syncedAt: Date },
): Promise<void> {
  const set = takeIncoming(courses, ['trprId', 'trprDegr', 'trainstCstId']);
  const keys = JSON.stringify(data.rows.map((row) => [row.trprId, row.trprDegr, row.trainstCstId]));
  await db.transaction(async (tx) => {
    for (const batch of chunks(data.rows, BATCH_ROWS)) {
      await tx
        .insert(courses)
        .select(rowsAsSelect(courses, batch))
        .onConflictDoUpdate({ target: [courses.trprId, courses.trprDegr, courses.trainstCstId], set });
    }
    await tx.delete(courses).where(
      sql`not exists (select 1 from json_array_elements(${keys}::json) as kept(key)
            where kept.key->>0 = ${courses.trprId} and kept.key->>1 = ${courses.trprDegr}
              and kept.key->>2 = ${courses.trainstCstId})`,
    );
    await recordSyncSuccess(tx, 'courses', data.source, data.syncedAt, data.rows.length);
  });
  await refreshStatistics(db, [courses]);
}
