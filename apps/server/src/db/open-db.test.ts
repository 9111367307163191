import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { regions } from '../features/regions/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
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

// Real PostgreSQL only (CI's second server pass): PGlite has no connection to lose.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a PostgreSQL connection that drops under a checked-out client',
  () => {
    it('is reported to the connection-error listeners instead of ending the process', async () => {
      const database = await openTestDatabase();
      const seen: Error[] = [];
      database.onConnectionError((error) => seen.push(error));
      try {
        // A transaction holds its client out of the pool, where pg-pool does not listen for errors (issue 25: the
        // server exited on `Connection terminated unexpectedly`). Its backend is terminated while it sits between
        // statements, so no query is there to receive the error: only a listener of the client's own can.
        let backendPid = 0;
        let release!: () => void;
        const holding = new Promise<void>((resolve) => {
          release = resolve;
        });
        const transaction = database.db
          .transaction(async (tx) => {
            const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
              rows: { pid: number }[];
            };
            backendPid = result.rows[0]!.pid;
            await holding;
            await tx.execute(sql`select 1`);
          })
          .catch((error: unknown) => error);
        await expect.poll(() => backendPid).toBeGreaterThan(0);
        await database.executeSql('select pg_terminate_backend($1)', [backendPid]);
        await expect.poll(() => seen.length).toBeGreaterThan(0);
        release();
        expect(await transaction).toBeInstanceOf(Error);
        // The pool serves the next request on a new connection.
        expect((await database.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    });
  },
);
