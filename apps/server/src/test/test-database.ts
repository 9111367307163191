import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { migrateDb } from '../db/migrate.ts';
import { type Database, openDb } from '../db/open-db.ts';
import { seedReferenceData } from '../db/seed-reference.ts';

/**
 * A migrated, seeded database for one test file: in-memory PGlite by default; with `TEST_DATABASE_URL` a fresh
 * database on that PostgreSQL server, dropped on close (the server keeps state between runs: STACK-NOTES trap 18).
 */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDb('memory://', options);
    await migrateDb(database);
    await seedReferenceData(database.db);
    return database;
  }
  const name = `dasibom_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDb(url.toString(), options);
  await migrateDb(database);
  await seedReferenceData(database.db);
  return {
    ...database,
    label: `${database.label} (test)`,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
