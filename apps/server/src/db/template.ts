import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { SERVER_QUEUES } from '../jobs.ts';
import { fromRoot } from '../paths.ts';
import { systemClock } from '../platform/clock.ts';
import { installJobQueueSchema } from '../platform/queue.ts';
import {
  createSampleCourseSource,
  createSampleExamSource,
  createSamplePostingSource,
} from '../sources/sample/index.ts';
import { runSync, type SyncLog } from '../sync/run-sync.ts';
import { seedDemoMembers } from './demo-members.ts';
import { migrateDb } from './migrate.ts';
import { type Database, openDb } from './open-db.ts';
import { seedReferenceData } from './seed-reference.ts';

/**
 * Where the build leaves the embedded database a new data directory starts from (docs/decisions/015): migrated,
 * reference data seeded, the job queue's schema installed, the bundled sample postings, courses and exam rounds
 * (ADR 022) synced and the sample members added (ADR 019).
 */
export const DB_TEMPLATE_DIR = fromRoot('apps/server/dist/db-template');

/** Written next to the template: what it was made from, so an unchanged build keeps it. */
export const TEMPLATE_STAMP = 'dasibom-template.json';

export type TemplateStamp = { key: string; builtAt: string; migrations: number };

export function readTemplateStamp(dir: string): TemplateStamp | null {
  try {
    return JSON.parse(readFileSync(join(dir, TEMPLATE_STAMP), 'utf8')) as TemplateStamp;
  } catch {
    return null;
  }
}

/**
 * Makes the template in `dir` (replacing what is there) from the migrations in `migrationsFolder`. Everything runs
 * on a staging directory renamed into place at the end, so a failed build never leaves a half template. The start
 * still runs the migrations on a copy (a no-op when the template is current), so a template older than the code
 * can never skip one.
 */
export async function buildDatabaseTemplate(options: {
  dir: string;
  key: string;
  log: SyncLog;
  migrationsFolder?: string;
  /** Fill the sample postings, courses and exam rounds and add the sample members (the server's build does; a test of migrations need not). */
  sampleData?: boolean;
  /** The reference data seed; a test that builds an older template passes one that fits that schema. */
  seedReference?: (db: Database['db']) => Promise<unknown>;
}): Promise<TemplateStamp> {
  const { dir, key, log, migrationsFolder, sampleData = true, seedReference = seedReferenceData } = options;
  const staging = join(dirname(dir), `.${basename(dir)}.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  // initdb runs in a child process (pglite-init.ts); this process then opens a ready directory.
  const database = await openDb(`pglite://${staging}`);
  let migrations = 0;
  let walToKeep: string | null = null;
  try {
    await migrateDb(database, migrationsFolder ? { migrationsFolder } : {});
    await seedReference(database.db);
    await installJobQueueSchema(database, { queues: SERVER_QUEUES });
    if (sampleData) {
      // The sample members too (ADR 019): a start with SEED_DEMO on then finds them there, one with it off removes them.
      await seedDemoMembers({ db: database.db, now: systemClock.now() });
      const result = await runSync({
        db: database.db,
        clock: systemClock,
        sources: {
          postings: createSamplePostingSource(),
          courses: createSampleCourseSource(),
          exams: createSampleExamSource(),
        },
        log,
      });
      if (result.status !== 'done' || result.results.some((kind) => kind.status !== 'updated')) {
        throw new Error(`the template's sample sync did not complete: ${JSON.stringify(result)}`);
      }
    }
    const { rows } = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    migrations = (rows[0] as { n: number }).n;
    // Planner statistics and visibility now, so a copy's first queries neither plan blind nor set hint bits.
    await database.executeSql('VACUUM (ANALYZE)');
    await database.executeSql('CHECKPOINT');
    walToKeep = await currentWalSegment(database);
  } finally {
    // A clean shutdown checkpoints, so a copy starts without WAL to replay.
    await database.close();
  }
  if (walToKeep) trimWal(staging, walToKeep);
  const stamp: TemplateStamp = { key, builtAt: new Date().toISOString(), migrations };
  writeFileSync(join(staging, TEMPLATE_STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return stamp;
}

export function hasTemplate(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/** A WAL segment's file name: timeline, then the segment number in two 8-digit hex halves. */
const WAL_SEGMENT_NAME = /^[0-9A-F]{24}$/;

/**
 * The WAL segment the clean shutdown's checkpoint will be written to, or null when that is not certain (the write
 * position is within 1 MB of the segment's end, so the shutdown record could open the next one).
 */
async function currentWalSegment(database: Database): Promise<string | null> {
  const { rows } = await database.executeSql(
    `select pg_walfile_name(pg_current_wal_insert_lsn()) as name,
            (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::bigint::text as lsn,
            (select setting::bigint::text from pg_settings where name = 'wal_segment_size') as size`,
  );
  const row = rows[0] as { name: string; lsn: string; size: string } | undefined;
  if (!row || !WAL_SEGMENT_NAME.test(row.name)) return null;
  const size = BigInt(row.size);
  const offset = BigInt(row.lsn) % size;
  return offset < size - 1024n * 1024n ? row.name : null;
}

/**
 * After a clean shutdown PostgreSQL needs only the segment holding the shutdown checkpoint; the others in pg_wal
 * are spent segments kept for reuse (16 MB each: half the template's bytes). Every copy of the template would copy
 * them, so they go; PostgreSQL makes new segments as it needs them. Nothing is removed unless the kept segment is
 * there.
 */
export function trimWal(dataDir: string, keep: string): void {
  const walDir = join(dataDir, 'pg_wal');
  const segments = readdirSync(walDir).filter((name) => WAL_SEGMENT_NAME.test(name));
  if (!segments.includes(keep)) return;
  for (const name of segments) if (name !== keep) rmSync(join(walDir, name));
}
