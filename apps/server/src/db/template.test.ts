import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions } from '../features/regions/schema.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { createFakeClock } from '../platform/clock.ts';
import { createSampleCourseSource, createSamplePostingSource } from '../sources/sample/index.ts';
import { planBootSync } from '../sync/schedule.ts';
import { migrateDb } from './migrate.ts';
import { copyPgliteTemplate, openDb } from './open-db.ts';
import { buildDatabaseTemplate, readTemplateStamp } from './template.ts';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

type Journal = { entries: { tag: string }[] };
const journal = () => JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;

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
    work = mkdtempSync(join(tmpdir(), 'dasibom-template-test-'));
    // An old template: made before the newest migration existed.
    const oldMigrations = join(work, 'old-migrations');
    cpSync(MIGRATIONS_DIR, oldMigrations, { recursive: true });
    const old = journal();
    old.entries = old.entries.slice(0, -1);
    writeFileSync(join(oldMigrations, 'meta/_journal.json'), JSON.stringify(old));
    template = join(work, 'template');
    await buildDatabaseTemplate({
      dir: template,
      key: 'test',
      log: silentLog,
      migrationsFolder: oldMigrations,
      sampleData: false,
    });
    // initdb and the migrations on a fresh directory: seconds, or minutes on a machine shared with a build.
  }, 300_000);
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('is stamped with what it was made from', () => {
    expect(readTemplateStamp(template)).toMatchObject({ key: 'test', migrations: allMigrations - 1 });
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true);
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
      // A new database asks for a first sync right after listening, whatever rows the template brought.
      const plan = await planBootSync({
        db: database.db,
        clock: createFakeClock(),
        sources: { postings: createSamplePostingSource(), courses: createSampleCourseSource() },
        onBoot: true,
        isNew: database.origin !== 'existing',
      });
      expect(plan).toEqual({ mode: 'queue', reason: 'new database' });
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

  it('never copies over a directory that already holds files', () => {
    const dir = join(work, 'occupied');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'keep.txt'), 'mine');
    expect(copyPgliteTemplate(template, dir)).toBe(false);
    expect(readFileSync(join(dir, 'keep.txt'), 'utf8')).toBe('mine');
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
  });
});
