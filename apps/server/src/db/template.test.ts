import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions } from '../features/regions/schema.ts';
import { SERVER_QUEUES } from '../jobs.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { createFakeClock } from '../platform/clock.ts';
import { createSampleCourseSource, createSamplePostingSource } from '../sources/sample/index.ts';
import { planBootSync } from '../sync/schedule.ts';
import { migrateDb } from './migrate.ts';
import { copyPgliteTemplate, openDb } from './open-db.ts';
import { seedRegions } from './seed-regions.ts';
import { buildDatabaseTemplate, readTemplateStamp } from './template.ts';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

type Journal = { entries: { tag: string }[] };
const journal = () =>
  JSON.parse(fs.readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;

const migrationCount = async (database: Awaited<ReturnType<typeof openDb>>) => {
  const { rows } = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
  return (rows[0] as { n: number }).n;
};

// The template is the embedded database's start (PostgreSQL has no data directory to copy), so this file tests
// PGlite only, also in the PostgreSQL pass.
describe('the build’s database template', () => {
  let work: string;
  let template: string;
  const allMigrations = journal().entries.length;

  beforeAll(async () => {
    work = fs.mkdtempSync(join(tmpdir(), 'dasibom-template-test-'));
    // An old template: made before the newest migration existed.
    const oldMigrations = join(work, 'old-migrations');
    fs.cpSync(MIGRATIONS_DIR, oldMigrations, { recursive: true });
    const old = journal();
    old.entries = old.entries.slice(0, -1);
    fs.writeFileSync(join(oldMigrations, 'meta/_journal.json'), JSON.stringify(old));
    template = join(work, 'template');
    await buildDatabaseTemplate({
      dir: template,
      key: 'test',
      log: silentLog,
      migrationsFolder: oldMigrations,
      sampleData: false,
      // Today's occupation seed writes today's columns; an old template was seeded by its own day's code.
      seedReference: seedRegions,
    });
    // initdb and the migrations on a fresh directory: seconds, or minutes on a machine shared with a build.
  }, 300_000);
  afterAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('is stamped with what it was made from', () => {
    expect(readTemplateStamp(template)).toMatchObject({ key: 'test', migrations: allMigrations - 1 });
    expect(fs.existsSync(join(template, 'PG_VERSION'))).toBe(true);
  });

  it('starts a new directory as a copy, and the start’s migrations still apply what the template lacks', async () => {
    const dir = join(work, 'new', 'pglite');
    const database = await openDb(`pglite://${dir}`, { template });
    try {
      expect(database.origin).toBe('template');
      // Reference data came with the copy.
      const [row] = await database.db.select({ n: count() }).from(regions);
      expect(row?.n).toBe(254);
      expect(await migrationCount(database)).toBe(allMigrations - 1);
      await migrateDb(database);
      expect(await migrationCount(database)).toBe(allMigrations);
      // A new database is judged by the rows and sync state the template brought (sync.test.ts: fresh ones are not
      // synced again); this template has no sample data, so the start asks for a first sync.
      const plan = await planBootSync({
        db: database.db,
        clock: createFakeClock(),
        sources: { postings: createSamplePostingSource(), courses: createSampleCourseSource() },
        onBoot: true,
      });
      expect(plan).toEqual({ mode: 'queue', reason: 'no data yet' });
    } finally {
      await database.close();
    }
    // The template itself is never written to.
    expect(readTemplateStamp(template)?.migrations).toBe(allMigrations - 1);
    const again = await openDb(`pglite://${dir}`, { template });
    try {
      expect(again.origin).toBe('existing');
      expect(await migrationCount(again)).toBe(allMigrations);
    } finally {
      await again.close();
    }
  });

  it('holds the server’s job queues, pg-boss’s timestamps cleared, planner statistics and one WAL segment', async () => {
    // Only the segment of the shutdown checkpoint: a copy never copies spent 16 MB segments.
    const segments = fs.readdirSync(join(template, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segments).toHaveLength(1);
    const dir = join(work, 'queues', 'pglite');
    const database = await openDb(`pglite://${dir}`, { template });
    try {
      const { rows: queues } = await database.executeSql(
        'select name, policy, retry_limit as "retryLimit", dead_letter as "deadLetter" from pgboss.queue',
      );
      for (const definition of SERVER_QUEUES) {
        // The partition DDL is done; the server's start still updates each queue to its current definition.
        expect(queues).toContainEqual({
          name: definition.name,
          policy: definition.policy ?? 'standard',
          retryLimit: definition.retryLimit,
          deadLetter: definition.deadLetter ?? null,
        });
        if (definition.deadLetter)
          expect(queues).toContainEqual(expect.objectContaining({ name: definition.deadLetter }));
      }
      // As for a fresh install: the first start checks the cron schedules at once and maintains on its interval,
      // whatever time the template was made (a template made seconds before a start must not skip a tick).
      const { rows: version } = await database.executeSql(
        'select maintained_on, cron_on, monitored_on from pgboss.version',
      );
      expect(version).toEqual([{ maintained_on: null, cron_on: null, monitored_on: null }]);
      const { rows: stats } = await database.executeSql(
        "select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'regions'",
      );
      expect((stats[0] as { n: number }).n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('never copies over a directory that already holds files', () => {
    const dir = join(work, 'occupied');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(join(dir, 'keep.txt'), 'mine');
    expect(copyPgliteTemplate(template, dir)).toBe(false);
    expect(fs.readFileSync(join(dir, 'keep.txt'), 'utf8')).toBe('mine');
    expect(fs.existsSync(join(dir, 'PG_VERSION'))).toBe(false);
  });
});
