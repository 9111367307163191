import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDb } from '../../db/migrate.ts';
import { type Database, openDb, type Schema } from '../../db/open-db.ts';
import {
  courseCounts,
  courses,
  postingCounts,
  postingPlaces,
  postingSearch,
  postings,
} from '../../db/schema.ts';
import { readOccupationFiles } from '../../db/seed-occupations.ts';
import { seedRegions } from '../../db/seed-regions.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { createFakeClock } from '../../platform/clock.ts';
import {
  courseSourceOf,
  createMemoryLog,
  fixtureCourse,
  fixturePosting,
  postingSourceOf,
} from '../../sync/fixture-sources.ts';
import { prepareCourses, preparePostings } from '../../sync/prepare.ts';
import { loadReferenceLookup } from '../../sync/replace.ts';
import { runSync } from '../../sync/run-sync.ts';

/**
 * Migration 0004 on a database that 0003 filled: the new list tables are backfilled from the synced rows exactly
 * as the sync writes them, so lists keep answering between the upgrade and the next sync.
 */

const kst = (local: string) => new Date(`${local}+09:00`);

const records = [
  fixturePosting({ externalId: 'A', locations: ['서울 강남구'] }),
  fixturePosting({
    externalId: 'B',
    occupationId: 2,
    locations: ['경기 고양시 덕양구', '경기 고양시 일산동구'],
  }),
  fixturePosting({ externalId: 'C', locations: ['서울'], closeType: 3, expiresAt: null }),
  fixturePosting({
    externalId: 'D',
    locations: ['부산 중구', '서울 마포구'],
    expiresAt: kst('2026-06-12T18:00:00'),
  }),
  fixturePosting({ externalId: 'E', locations: ['화성'], title: '주간보호 요양보호사' }),
  fixturePosting({ externalId: 'F', locations: [], expiresAt: kst('2026-06-09T23:59:59') }),
];
const courseRecords = [
  fixtureCourse({ trprId: 'C1' }),
  fixtureCourse({ trprId: 'C2', regionName: '경기 고양시 덕양구', type: '실습 위주' }),
  fixtureCourse({ trprId: 'C3', regionName: '서울', occupationId: 2, startDate: '2026-06-20' }),
  fixtureCourse({ trprId: 'C4', regionName: null }),
];

/** The migrations folder cut after 0003. */
function migrationsUpTo0003(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dasibom-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 3);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let database: Database;
let dropDatabase: () => Promise<void> = async () => {};
beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `dasibom_test_m4_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDb(url.toString());
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  } else {
    database = await openDb('memory://');
  }
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

async function snapshot() {
  const { db } = database;
  return {
    places: await db
      .select()
      .from(postingPlaces)
      .orderBy(asc(postingPlaces.postingId), asc(postingPlaces.place)),
    search: await db.select().from(postingSearch).orderBy(asc(postingSearch.postingId)),
    postingCounts: await db
      .select()
      .from(postingCounts)
      .orderBy(asc(postingCounts.place), asc(postingCounts.occupationId), asc(postingCounts.deadlineHour)),
    courseCounts: await db
      .select()
      .from(courseCounts)
      .orderBy(
        asc(courseCounts.type),
        asc(courseCounts.place),
        asc(courseCounts.occupationId),
        asc(courseCounts.startDate),
      ),
  };
}

/**
 * Regions and occupations as a 0003 database held them: today's occupation seed writes columns later migrations
 * added, so the rows the postings' foreign keys need are written with 0003's columns.
 */
async function seedOccupationsAt0003(db: Database['db']) {
  await seedRegions(db);
  for (const { id, name } of readOccupationFiles()) {
    await db.execute(sql`insert into occupations (id, name, work_code, ncs_name, description,
      certification_requirement, work_time, salary_type, salary_cost, interpersonal, physical, emotional,
      certifications, interest_tags, image_url)
      values (${id}, ${name}, '', '', '', 'NONE', 'FLEXIBLE', 'MONTHLY', 0, 'LOW', 'LOW', 'LOW', '[]', '[]', '')`);
  }
}

describe('migration 0004 on a database filled by 0003', () => {
  it('backfills places, search rows and counts exactly as the sync writes them', async () => {
    const config = { migrationsFolder: migrationsUpTo0003() };
    if (database.kind === 'pglite')
      await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    else await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
    await seedOccupationsAt0003(database.db);

    // The rows as the 0003 sync stored them: postings and courses as today, one posting_locations row per place.
    const lookup = await loadReferenceLookup(database.db);
    const syncedAt = kst('2026-06-10T12:00:00');
    const prepared = preparePostings(records, lookup, { source: 'SAMPLE', syncedAt });
    await database.db.insert(postings).values(prepared.rows);
    for (const record of records) {
      const seen = new Set<string>();
      for (const name of record.locations) {
        const region = lookup.regionsByName.get(name);
        const city = region?.city ?? name.split(' ')[0] ?? '';
        if (!region && !lookup.cities.has(city)) continue;
        const key = `${city}|${region?.code ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await database.db.execute(sql`insert into posting_locations
          (posting_id, position, occupation_id, city, region_code)
          values (${record.externalId}, ${seen.size - 1}, ${record.occupationId}, ${city}, ${region?.code ?? null})`);
      }
    }
    // With 0003's columns: drizzle would also name the ones later migrations added (`self_pay`, 0011).
    for (const row of prepareCourses(courseRecords, lookup, { source: 'SAMPLE', syncedAt }).rows) {
      await database.db.execute(sql`insert into courses (trpr_id, trpr_degr, trainst_cst_id, occupation_id, title,
        institute_name, address, city, region_code, region_name, url, start_date, end_date, real_man, course_man,
        tel_no, type, source, synced_at)
        values (${row.trprId}, ${row.trprDegr}, ${row.trainstCstId}, ${row.occupationId}, ${row.title},
        ${row.instituteName}, ${row.address}, ${row.city}, ${row.regionCode}, ${row.regionName}, ${row.url},
        ${row.startDate}, ${row.endDate}, ${row.realMan}, ${row.courseMan}, ${row.telNo}, ${row.type}, ${row.source},
        ${row.syncedAt})`);
    }

    await migrateDb(database);
    const migrated = await snapshot();
    expect(migrated.places.map((row) => `${row.postingId} ${row.place}`)).toEqual([
      'A 서울',
      'A 서울 강남구',
      'B 경기',
      'B 경기 고양시',
      'B 경기 고양시 덕양구',
      'B 경기 고양시 일산동구',
      'C 서울',
      'D 부산',
      'D 부산 중구',
      'D 서울',
      'D 서울 마포구',
    ]);
    expect(migrated.search.map((row) => row.postingId)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(migrated.postingCounts.length).toBeGreaterThan(0);
    expect(migrated.courseCounts.length).toBeGreaterThan(0);

    // A sync of the same records into emptied tables writes the same rows.
    await database.db.delete(postings);
    await database.db.delete(courses);
    const clock = createFakeClock(syncedAt);
    const result = await runSync({
      db: database.db,
      clock,
      sources: { postings: postingSourceOf(records), courses: courseSourceOf(courseRecords) },
      log: createMemoryLog(),
    });
    expect(result.status).toBe('done');
    expect(await snapshot()).toEqual(migrated);
  });
});
