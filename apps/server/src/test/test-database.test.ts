import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';
import { useTestDatabase } from './test-database.ts';

// Files no longer migrate for themselves, so a template missing a migration, the seed or pg-boss's schema would
// show up as puzzling failures elsewhere; this names the cause.
describe('a test database', () => {
  const opened = useTestDatabase();

  it('has every migration applied and the reference data seeded', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await opened.database.executeSql(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.rows).toEqual([{ n: journal.entries.length }]);
    const regions = await opened.database.executeSql('select count(*)::int as n from regions');
    expect(regions.rows).toEqual([{ n: 254 }]);
  });

  it.runIf(inject('testDatabaseTemplate'))(
    'comes with pg-boss installed and its maintenance and cron not yet run',
    async () => {
      const { rows } = await opened.database.executeSql(
        'select maintained_on, cron_on, monitored_on from pgboss.version',
      );
      expect(rows).toEqual([{ maintained_on: null, cron_on: null, monitored_on: null }]);
    },
  );
});
