import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { regions } from '../features/regions/schema.ts';
import { migrateDb } from './migrate.ts';
import { openDb } from './open-db.ts';
import { initPgliteDir } from './pglite-init.ts';
import { seedReferenceData } from './seed-reference.ts';

// Each of these starts one or two PGlite clusters from scratch (initdb): seconds when idle, tens of seconds on a
// busy 2-core machine. The cap only stops a hung start; nothing here asserts a duration.
const NEW_CLUSTER_CAP_MS = 180_000;

describe('openDb', () => {
  it(
    'keeps PGlite data in its directory across a restart',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'dasibom-pglite-'));
      try {
        const first = await openDb(`pglite://${dir}`);
        await migrateDb(first);
        await seedReferenceData(first.db);
        await first.close();

        const second = await openDb(`pglite://${dir}`);
        await migrateDb(second); // already applied: a no-op
        const [row] = await second.db.select({ n: count() }).from(regions);
        expect(row?.n).toBe(254);
        await second.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    NEW_CLUSTER_CAP_MS,
  );

  it(
    'initialises a new directory in a child process, so the server opens a ready cluster',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'dasibom-pglite-'));
      try {
        await initPgliteDir(dir);
        expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
        const database = await openDb(`pglite://${dir}`);
        const result = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
        expect(result.rows).toEqual([{ one: 1 }]);
        await database.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    NEW_CLUSTER_CAP_MS,
  );

  it('rejects an unknown URL scheme', async () => {
    await expect(openDb('mysql://localhost/x')).rejects.toThrow(/DATABASE_URL/);
  });
});
