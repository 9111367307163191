import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { fromRoot } from '../paths.ts';
import { initPgliteDir } from './pglite-init.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/**
 * Both drivers' databases share this type, so services run unchanged on PGlite and PostgreSQL. A transaction is a
 * `Db` too (drizzle's PgTransaction extends PgDatabase): `db.transaction(async (tx) => f(tx))` needs no cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  /** A redacted description for logs (never the password). */
  label: string;
  ping(): Promise<void>;
  /**
   * Raw SQL on the underlying connection, for libraries that bring their own statements (the job queue). Text
   * without parameters may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Subscribes to connection errors that no query is waiting for: a pooled or checked-out client whose server went
   * away (restart, failover, a killed backend). Without a listener such an error ends the process.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` turns back into a database. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * How this open found the database: `template` and `initdb` mean it was created just now (a new embedded
   * directory), `existing` that it was already there (always for PostgreSQL and in-memory databases).
   */
  origin: 'template' | 'initdb' | 'existing';
  close(): Promise<void>;
};

/**
 * Runs one statement on the connection `db` is bound to (the pool, or a transaction's own client) with the text and
 * values handed to the driver unchanged: the driver binds them, so a `$n` used twice stays one parameter. For
 * libraries that bring their own statements (the job queue enqueueing inside the caller's transaction).
 */
export async function executeSqlOn(
  db: Db,
  text: string,
  values: unknown[] = [],
): Promise<{ rows: unknown[] }> {
  const result = await db._.session
    .prepareQuery({ sql: text, params: values }, undefined, undefined, false)
    .execute();
  if (!hasRows(result)) throw new Error('the database driver returned no rows array');
  return { rows: result.rows };
}

// Both drivers answer a statement without fields with their own result object; each carries `rows`.
function hasRows(result: unknown): result is { rows: unknown[] } {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows);
}

type OpenDbOptions = {
  /** Sees every statement drizzle sends (tests compare the work two requests do). */
  logger?: Logger;
  /**
   * PGlite only: start from this data directory (a `dumpDataDir` tarball) instead of an empty cluster. Tests load
   * one migrated, seeded template per run rather than migrating in every file.
   */
  loadDataDir?: Blob;
  /**
   * PGlite only: a ready data directory (migrated, seeded, made by the build) that a new, empty directory starts
   * as a copy of, instead of running initdb. Ignored when it does not exist.
   */
  template?: string;
};

/**
 * PGlite's PostgreSQL settings. shared_buffers is PostgreSQL's default 128 MB in PGlite, and PGlite touches all of
 * it at start: ~230 MB of the process's resident memory right after open against ~105 MB with 32 MB (measured),
 * for an embedded database whose hot set (list indexes, reference data) is a few MB at the default volume. Pages
 * outside the buffers come from the operating system's file cache.
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'];

/**
 * Copies a directory of plain files and directories (a PGlite data directory). fs.cpSync checks and stats every
 * entry on both sides and took about twice the CPU for the template's ~1,200 files (measured, ADR 016).
 */
function copyTree(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else if (entry.isFile()) copyFileSync(source, target);
    else throw new Error(`unexpected entry in the database template: ${source}`);
  }
}

/**
 * Makes `dir` a copy of `template` when `dir` holds no database yet (missing or empty). The copy goes to a sibling
 * first and is renamed into place, so a crash mid-copy never leaves a half database where the server looks.
 */
export function copyPgliteTemplate(template: string, dir: string): boolean {
  if (!existsSync(join(template, 'PG_VERSION'))) return false;
  if (existsSync(dir) && readdirSync(dir).length > 0) return false;
  const staging = join(dirname(dir), `.${basename(dir)}.copy-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  copyTree(template, staging);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return true;
}

/** `memory://` or `pglite://<dir>`: an embedded database, from the template or a dump when given. */
async function openPglite(url: string, options: OpenDbOptions): Promise<Database> {
  const isMemory = url === 'memory://';
  const dir = isMemory ? undefined : fromRoot(url.slice('pglite://'.length) || '.data/pglite');
  let origin: Database['origin'] = 'existing';
  if (dir) {
    mkdirSync(dirname(dir), { recursive: true });
    if (options.template && !options.loadDataDir && copyPgliteTemplate(options.template, dir)) {
      origin = 'template';
    }
    mkdirSync(dir, { recursive: true });
    // A directory loaded from a dump or copied from the template needs no initdb of its own.
    if (!options.loadDataDir && (await initPgliteDir(dir))) origin = 'initdb';
  }
  const client = await PGlite.create(dir, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const db: Db = drizzlePglite({
    client,
    schema,
    casing: 'snake_case',
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    db,
    kind: 'pglite',
    origin,
    label: isMemory ? 'pglite (memory)' : `pglite (${dir})`,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      // PGlite's parameterised query takes one statement; exec takes several (pg-boss sends BEGIN…COMMIT).
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // One embedded session in this process: no connection can drop under it.
    onConnectionError: () => undefined,
    dumpDataDir: async () => {
      // A checkpoint first, so a loaded copy has no WAL to replay at start.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    close: () => client.close(),
  };
}

/**
 * Opens `pglite://<dir>` (embedded, persisted), `memory://` (embedded, in memory; tests) or `postgres://…`.
 * Relative PGlite directories resolve against the repository root.
 */
export async function openDb(url: string, options: OpenDbOptions = {}): Promise<Database> {
  if (url === 'memory://' || url.startsWith('pglite://')) return openPglite(url, options);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      // No JIT: a generic plan whose estimate passes `jit_above_cost` was compiled by LLVM at every execution
      // (~150 ms for a statement that runs in 2 ms); our statements are short and prepared once (issue 26).
      // No parallel workers: a walk with a LIMIT started a worker per statement (tens of ms on two cores busy
      // with other requests); every statement reads a page's worth of rows, so a worker never pays for itself.
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // A client losing its connection emits `error`; with no listener Node ends the process. pg-pool listens only
    // while a client is idle, so a client checked out for a transaction, the sync lock's session or a queue
    // statement crashed the server when PostgreSQL stopped under it (issue 25). Every client gets a listener of its
    // own from its first connect, whoever holds it; the query that was running fails on its own and is answered 503.
    const connectionErrorListeners = new Set<(error: Error) => void>();
    const onClientError = (error: Error) => {
      for (const listener of connectionErrorListeners) listener(error);
    };
    pool.on('error', onClientError);
    pool.on('connect', (client) => client.on('error', onClientError));
    const db: Db = drizzlePg({
      client: pool,
      schema,
      casing: 'snake_case',
      ...(options.logger ? { logger: options.logger } : {}),
    });
    const parsed = new URL(url);
    return {
      db,
      kind: 'postgres',
      origin: 'existing',
      label: `postgres (${parsed.hostname}:${parsed.port || 5432}${parsed.pathname})`,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      onConnectionError: (listener) => {
        connectionErrorListeners.add(listener);
      },
      close: () => pool.end(),
    };
  }
  throw new Error('DATABASE_URL must start with pglite://, memory:// or postgres://');
}
