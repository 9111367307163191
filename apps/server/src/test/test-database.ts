import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrateDb } from '../db/migrate.ts';
import { type Database, openDb } from '../db/open-db.ts';
import { seedReferenceData } from '../db/seed-reference.ts';
import { installJobQueueSchema } from '../platform/queue.ts';

/**
 * Where a run's ready-made database lives (made once by the server project's globalSetup): a PGlite data-directory
 * tarball, or a template database on the `TEST_DATABASE_URL` server whose copies start with `copyPrefix`.
 */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; file: string }
  | { kind: 'postgres'; name: string; copyPrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

async function migrateAndSeed(database: Database): Promise<void> {
  await migrateDb(database);
  await seedReferenceData(database.db);
}

/**
 * Names of the databases a run creates on the shared server start with this (`TEST_DATABASE_PREFIX`, letters,
 * digits and underscores; `dasibom_` by default), so people sharing one server can keep to their own names.
 */
function namePrefix(): string {
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'dasibom_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error('TEST_DATABASE_PREFIX: lower-case letters, digits, _');
  return prefix;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, seeded database for one test file: in-memory PGlite by default; with `TEST_DATABASE_URL` a fresh
 * database on that PostgreSQL server, dropped on close (the server keeps state between runs: STACK-NOTES trap 18).
 * Under the server project both start from the run's template; a file run without it migrates its own.
 */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  const template = inject('testDatabaseTemplate') as TestDatabaseTemplate | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template?.kind === 'pglite') {
      return openDb('memory://', { ...options, loadDataDir: new Blob([readFileSync(template.file)]) });
    }
    const database = await openDb('memory://', options);
    await migrateAndSeed(database);
    return database;
  }
  const source = template?.kind === 'postgres' ? template : undefined;
  const name = `${source?.copyPrefix ?? `${namePrefix()}test_`}${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (admin) =>
    admin.query(source ? `CREATE DATABASE ${name} TEMPLATE ${source.name}` : `CREATE DATABASE ${name}`),
  );
  const database = await openDb(databaseUrl(serverUrl, name), options);
  if (!source) await migrateAndSeed(database);
  return {
    ...database,
    label: `${database.label} (test)`,
    close: async () => {
      await database.close();
      await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A test database opened before the calling block's tests and closed after them: `opened.database`. */
export function useTestDatabase() {
  const opened = {} as { database: Database };
  beforeAll(async () => {
    opened.database = await openTestDatabase();
  });
  afterAll(async () => {
    await opened.database?.close();
  });
  return opened;
}

/**
 * Builds the run's template: migrated, seeded, pg-boss installed. `remove` deletes it and, on PostgreSQL, any copy
 * a crashed test file left behind — only this run's copies, never another run's databases.
 */
export async function createTestDatabaseTemplate(): Promise<{
  template: TestDatabaseTemplate;
  remove(): Promise<void>;
}> {
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDb('memory://');
    let tarball: Blob;
    try {
      await migrateAndSeed(database);
      await installJobQueueSchema(database);
      if (!database.dumpDataDir) throw new Error('memory:// did not open PGlite');
      tarball = await database.dumpDataDir();
    } finally {
      await database.close();
    }
    const dir = mkdtempSync(join(tmpdir(), 'dasibom-db-template-'));
    const file = join(dir, 'pgdata.tar');
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
    return {
      template: { kind: 'pglite', file },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }

  const name = `${namePrefix()}tpl_${run}`;
  const copyPrefix = `${namePrefix()}test_${run}_`;
  const remove = () =>
    onServer(serverUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [copyPrefix],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  try {
    // Closed before any copy: CREATE DATABASE … TEMPLATE refuses a template that has sessions.
    const database = await openDb(databaseUrl(serverUrl, name));
    try {
      await migrateAndSeed(database);
      await installJobQueueSchema(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { template: { kind: 'postgres', name, copyPrefix }, remove };
}
