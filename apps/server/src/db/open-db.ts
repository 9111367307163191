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
/** Shared by both drivers; a transaction is a `Db` too (PgTransaction extends PgDatabase), so no cast is needed. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  /** A redacted description for logs (never the password). */
  label: string;
  ping(): Promise<void>;
  /** Raw SQL for libraries with their own statements (the job queue); text without parameters may hold several. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Errors no query waits for (server restart, killed backend); without a listener they end the process. */
  onConnectionError(listener: (error: Error) => void): void;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` turns back into a database. */
  dumpDataDir?(): Promise<Blob>;
  /** `template`/`initdb`: created just now; `existing`: already there (always for PostgreSQL and memory). */
  origin: 'template' | 'initdb' | 'existing';
  close(): Promise<void>;
};

/**
 * Text and values go to the driver unchanged, so a `$n` used twice stays one parameter; for the job queue
 * enqueueing inside the caller's transaction.
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
  /** PGlite only: start from a `dumpDataDir` tarball (tests load one migrated template per run). */
  loadDataDir?: Blob;
  /** PGlite only: a ready data directory (made by the build) copied instead of running initdb, if it exists. */
  template?: string;
};

/**
 * shared_buffers at PGlite's 128 MB default is all touched at start: ~230 MB resident against ~105 MB with 32 MB
 * (measured); the hot set is a few MB.
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'];

/** fs.cpSync took about twice the CPU for the template's ~1,200 files (measured, ADR 016). */
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

/** Copied to a sibling and renamed, so a crash mid-copy never leaves a half database in place. */
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

/** `pglite://<dir>`, `memory://` (tests) or `postgres://…`; relative PGlite paths resolve from the repo root. */
export async function openDb(url: string, options: OpenDbOptions = {}): Promise<Database> {
  if (url === 'memory://' || url.startsWith('pglite://')) return openPglite(url, options);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      // No JIT: generic plans were LLVM-compiled per execution (~150 ms for a 2 ms statement, issue 26). No parallel
      // workers: a LIMIT walk started one per statement, and a page's worth of rows never pays for it.
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
