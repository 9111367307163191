import type { DataSource } from '@dasibom/contract';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-db.ts';
import { examRounds } from '../features/exams/schema.ts';
import { occupations } from '../features/jobs/schema.ts';
import { postingCounts, postingPlaces, postingSearch, postings } from '../features/recruit/schema.ts';
import { regions } from '../features/regions/schema.ts';
import { courseCounts, courses } from '../features/training/schema.ts';
import type { ReferenceLookup } from './prepare.ts';
import { recordSyncSuccess, type SyncSourceName } from './state.ts';

/** Each batch is ONE JSON parameter via `json_populate_recordset`: PGlite pays per bound parameter. */
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

/** `select <every column> from json_populate_recordset(null::<table>, $1)`, the source of `insert … select`. */
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
 * After a bulk replace: fresh statistics (else the planner guesses a few rows and scans), dead rows gone, pages
 * all-visible for index-only scans.
 */
async function tidyAfterReplace(db: Db, tables: PgTable[]): Promise<void> {
  // Only an optimisation: a failure here must not turn a committed sync into a reported failure.
  for (const table of tables) await db.execute(sql`vacuum (analyze) ${table}`).catch(() => undefined);
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

/** New or changed postings only: their `posting_places` and `posting_search` rows are rewritten. */
async function changedPostingIds(
  tx: Db,
  batch: readonly (typeof postings.$inferInsert)[],
): Promise<string[]> {
  const incoming = sql`(${rowsAsSelect(postings, batch)}) as incoming`;
  // Both drivers answer `execute` with `{ rows }`; the shared Db type leaves the result untyped.
  const result = (await tx.execute(sql`
    select incoming.id from ${incoming} left join ${postings} as stored on stored.id = incoming.id
    where stored.id is null
      or (stored.occupation_id, stored.location_name, stored.posted_at, stored.expires_at, stored.title,
          stored.company_name)
        is distinct from (incoming.occupation_id, incoming.location_name, incoming.posted_at, incoming.expires_at,
          incoming.title, incoming.company_name)`)) as {
    rows: { id: string }[];
  };
  return result.rows.map((row) => row.id);
}

/** Nationwide and per place, all and per occupation, by deadline hour; migrations 0004, 0013 reuse the query. */
export async function rebuildPostingCounts(tx: Db): Promise<void> {
  await tx.delete(postingCounts);
  await tx.execute(sql`
    insert into ${postingCounts} (place, occupation_id, deadline_hour, postings)
    select '', 0, floor(extract(epoch from expires_at) / 3600)::int, count(*)::int from ${postings} group by 3
    union all
    select '', occupation_id, floor(extract(epoch from expires_at) / 3600)::int, count(*)::int from ${postings}
      group by 2, 3
    union all
    select place, 0, floor(extract(epoch from expires_at) / 3600)::int, count(*)::int from ${postingPlaces}
      group by 1, 3
    union all
    select place, occupation_id, floor(extract(epoch from expires_at) / 3600)::int, count(*)::int
      from ${postingPlaces} group by 1, 2, 3`);
}

/** By type and start date, nationwide, per city and per district (`r:<code>`); migration 0015 uses the same query. */
export async function rebuildCourseCounts(tx: Db): Promise<void> {
  await tx.delete(courseCounts);
  await tx.execute(sql`
    insert into ${courseCounts} (type, place, occupation_id, start_date, courses)
    select type, '', 0, start_date, count(*)::int from ${courses} group by 1, 4
    union all
    select type, '', occupation_id, start_date, count(*)::int from ${courses} group by 1, 3, 4
    union all
    select type, city, 0, start_date, count(*)::int from ${courses} where city is not null group by 1, 2, 4
    union all
    select type, city, occupation_id, start_date, count(*)::int from ${courses} where city is not null
      group by 1, 2, 3, 4
    union all
    select type, 'r:' || region_code, 0, start_date, count(*)::int from ${courses} where region_code is not null
      group by 1, 2, 4
    union all
    select type, 'r:' || region_code, occupation_id, start_date, count(*)::int from ${courses}
      where region_code is not null group by 1, 2, 3, 4`);
}

/**
 * One transaction: upsert, delete what disappeared from any source (no stale rows after a switch), rewrite changed
 * places and search rows, rebuild counts. Readers see the old set or the new, never a mix.
 */
export async function replacePostings(
  db: Db,
  data: {
    rows: (typeof postings.$inferInsert)[];
    places: (typeof postingPlaces.$inferInsert)[];
    source: DataSource;
    syncedAt: Date;
  },
): Promise<void> {
  const set = takeIncoming(postings, ['id']);
  const ids = JSON.stringify(data.rows.map((row) => row.id));
  await db.transaction(async (tx) => {
    const changed = new Set<string>();
    for (const batch of chunks(data.rows, BATCH_ROWS)) {
      for (const id of await changedPostingIds(tx, batch)) changed.add(id);
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
    const placesOf = new Map<string, (typeof postingPlaces.$inferInsert)[]>();
    for (const place of data.places) {
      const list = placesOf.get(place.postingId);
      if (list) list.push(place);
      else placesOf.set(place.postingId, [place]);
    }
    for (const batch of chunks([...changed], BATCH_ROWS)) {
      const batchIds = sql`(select json_array_elements_text(${JSON.stringify(batch)}::json))`;
      await tx.delete(postingPlaces).where(sql`${postingPlaces.postingId} in ${batchIds}`);
      await tx.delete(postingSearch).where(sql`${postingSearch.postingId} in ${batchIds}`);
      const places = batch.flatMap((id) => placesOf.get(id) ?? []);
      for (const placeBatch of chunks(places, BATCH_ROWS)) {
        await tx.insert(postingPlaces).select(rowsAsSelect(postingPlaces, placeBatch));
      }
      await tx.insert(postingSearch).select(
        tx
          .select({
            postingId: postings.id,
            title: postings.title,
            companyName: postings.companyName,
            postedAt: postings.postedAt,
            expiresAt: postings.expiresAt,
            places: sql<string[]>`array(select ${postingPlaces.place} from ${postingPlaces}
              where ${postingPlaces.postingId} = ${postings.id} order by 1)`.as('places'),
          })
          .from(postings)
          .where(sql`${postings.id} in ${batchIds}`),
      );
    }
    await rebuildPostingCounts(tx);
    await recordSyncSuccess(tx, 'postings', data.source, data.syncedAt, data.rows.length);
  });
  await tidyAfterReplace(db, [postings, postingPlaces, postingSearch, postingCounts]);
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
    await rebuildCourseCounts(tx);
    await recordSyncSuccess(tx, 'courses', data.source, data.syncedAt, data.rows.length);
  });
  await tidyAfterReplace(db, [courses, courseCounts]);
}

/** Exam rounds per statement (19 columns each: far below PostgreSQL's 65,535 bound parameters). */
const EXAM_BATCH_ROWS = 500;

/**
 * The upsert on (certificate, source, year, round name) keeps a round's id, so timeline keys (`exam:<id>:…`, used by
 * reminders and the calendar) stay stable across syncs.
 */
export async function replaceExamRounds(
  db: Db,
  data: { rows: (typeof examRounds.$inferInsert)[]; source: SyncSourceName; syncedAt: Date },
): Promise<void> {
  const keyColumns = ['certificateKey', 'source', 'examYear', 'roundName'];
  const set = takeIncoming(examRounds, ['id', ...keyColumns]);
  const keys = JSON.stringify(
    data.rows.map((row) => [row.certificateKey, row.source, row.examYear, row.roundName]),
  );
  await db.transaction(async (tx) => {
    for (const batch of chunks(data.rows, EXAM_BATCH_ROWS)) {
      await tx
        .insert(examRounds)
        .values(batch)
        .onConflictDoUpdate({
          target: [examRounds.certificateKey, examRounds.source, examRounds.examYear, examRounds.roundName],
          set,
        });
    }
    await tx.delete(examRounds).where(
      sql`not exists (select 1 from json_array_elements(${keys}::json) as kept(key)
            where kept.key->>0 = ${examRounds.certificateKey} and kept.key->>1 = ${examRounds.source}
              and (kept.key->>2)::int = ${examRounds.examYear} and kept.key->>3 = ${examRounds.roundName})`,
    );
    await recordSyncSuccess(tx, 'exams', data.source, data.syncedAt, data.rows.length);
  });
  await tidyAfterReplace(db, [examRounds]);
}
