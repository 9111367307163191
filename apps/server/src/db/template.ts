import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fromRoot } from '../paths.ts';
import { systemClock } from '../platform/clock.ts';
import { installJobQueueSchema } from '../platform/queue.ts';
import { createSampleCourseSource, createSamplePostingSource } from '../sources/sample/index.ts';
import { runSync, type SyncLog } from '../sync/run-sync.ts';
import { migrateDb } from './migrate.ts';
import { openDb } from './open-db.ts';
import { seedReferenceData } from './seed-reference.ts';

/**
 * Where the build leaves the embedded database a new data directory starts from (docs/decisions/015): migrated,
 * reference data seeded, the job queue's schema installed, and the bundled sample postings and courses synced.
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
  /** Fill the sample postings and courses (the server's build does; a test of migrations need not). */
  sampleData?: boolean;
}): Promise<TemplateStamp> {
  const { dir, key, log, migrationsFolder, sampleData = true } = options;
  const staging = join(dirname(dir), `.${basename(dir)}.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  // initdb runs in a child process (pglite-init.ts); this process then opens a ready directory.
  const database = await openDb(`pglite://${staging}`);
  let migrations = 0;
  try {
    await migrateDb(database, migrationsFolder ? { migrationsFolder } : {});
    await seedReferenceData(database.db);
    await installJobQueueSchema(database);
    if (sampleData) {
      const result = await runSync({
        db: database.db,
        clock: systemClock,
        sources: { postings: createSamplePostingSource(), courses: createSampleCourseSource() },
        log,
      });
      if (result.status !== 'done' || result.results.some((kind) => kind.status !== 'updated')) {
        throw new Error(`the template's sample sync did not complete: ${JSON.stringify(result)}`);
      }
    }
    const { rows } = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    migrations = (rows[0] as { n: number }).n;
  } finally {
    // A clean shutdown checkpoints, so a copy starts without WAL to replay.
    await database.close();
  }
  const stamp: TemplateStamp = { key, builtAt: new Date().toISOString(), migrations };
  writeFileSync(join(staging, TEMPLATE_STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return stamp;
}

export function hasTemplate(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}
