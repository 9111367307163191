import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { migrateDb } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { seedReferenceData } from '../db/seed-reference.ts';
import { DB_TEMPLATE_DIR } from '../db/template.ts';
import { systemClock } from '../platform/clock.ts';
import { loggerOptions } from '../plugins/request-id.ts';
import { selectSources } from '../sources/index.ts';
import { runSync } from '../sync/run-sync.ts';
import { numberFlag } from './number-flag.ts';

const USAGE =
  'usage: npm run sync [-- --scale N]   (N multiplies the sample data, 1–1000; e.g. 100 for benchmarks)';

/** `--scale 100` or `--scale=100`; 1 by default. */
export const parseScale = (args: readonly string[]) =>
  numberFlag(args, 'scale', 1, (scale) => Number.isFinite(scale) && scale > 0 && scale <= 1000, USAGE);

/**
 * One sync run, then exit: open the database from the configuration, migrate, seed reference data, sync every kind,
 * close. Exit code 1 when a kind failed (its previous rows stay) or another run held the lock. With the embedded
 * PGlite database, stop the server first: PGlite serves one process at a time.
 */
async function main() {
  let config: Config;
  let scale: number;
  try {
    config = loadConfig();
    scale = parseScale(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const log = pino(loggerOptions(config.LOG_LEVEL));
  // A new embedded directory starts from the build's template when there is one, as the server's does.
  const database = await openDb(config.DATABASE_URL, { template: DB_TEMPLATE_DIR });
  let failed = true;
  try {
    await migrateDb(database);
    await seedReferenceData(database.db);
    const sources = selectSources(config, undefined, { sampleScale: scale });
    for (const warning of sources.warnings) log.warn(warning);
    log.info(
      {
        database: database.label,
        postings: sources.postings.kind,
        courses: sources.courses.kind,
        exams: sources.exams.kind,
        scale,
      },
      'sync starting',
    );
    const result = await runSync({ db: database.db, clock: systemClock, sources, log });
    failed = result.status !== 'done' || result.results.some((r) => r.status === 'failed');
    if (result.status === 'skipped') log.warn({}, 'another sync run holds the lock; nothing done');
  } finally {
    await database.close();
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
