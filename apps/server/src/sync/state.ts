import { DATA_SOURCES, type DataFreshness, type DataSource } from '@dasibom/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { syncState } from './schema.ts';

export type SyncKind = 'postings' | 'courses' | 'exams';
export const SYNC_KINDS: readonly SyncKind[] = ['postings', 'courses', 'exams'];

/** Where a kind's rows come from: the lists' sources, and Q-Net's exam schedule (ADR 022). */
export type SyncSourceName = DataSource | 'QNET';
const SYNC_SOURCE_NAMES: readonly string[] = [...DATA_SOURCES, 'QNET'];

export type SyncStateRow = typeof syncState.$inferSelect;

function asDataSource(value: string | null | undefined): DataSource {
  return (DATA_SOURCES as readonly string[]).includes(value ?? '') ? (value as DataSource) : 'SAMPLE';
}

function asSyncSource(value: string | null | undefined): SyncSourceName {
  return SYNC_SOURCE_NAMES.includes(value ?? '') ? (value as SyncSourceName) : 'SAMPLE';
}

/** What a list shows about its data: the source of the rows served and when they were last refreshed. */
export async function readFreshness(db: Db, kind: Exclude<SyncKind, 'exams'>): Promise<DataFreshness> {
  const [row] = await db
    .select({ source: syncState.source, lastSuccessAt: syncState.lastSuccessAt })
    .from(syncState)
    .where(eq(syncState.kind, kind));
  return {
    source: asDataSource(row?.source),
    syncedAt: row?.lastSuccessAt ? row.lastSuccessAt.toISOString() : null,
  };
}

export async function readSyncStates(db: Db): Promise<Map<SyncKind, SyncStateRow>> {
  const rows = await db.select().from(syncState);
  return new Map(rows.map((row) => [row.kind as SyncKind, row]));
}

/** /healthz details: per kind, where the served rows came from, when they were refreshed, and the last failure. */
export async function readSyncHealth(db: Db) {
  const states = await readSyncStates(db);
  const describe = (kind: SyncKind) => {
    const row = states.get(kind);
    return {
      source: row ? asSyncSource(row.source) : null,
      lastSyncAt: row?.lastSuccessAt?.toISOString() ?? null,
      lastAttemptAt: row?.lastAttemptAt?.toISOString() ?? null,
      rows: row?.rowCount ?? 0,
      lastError: row?.lastError ?? null,
      lastErrorSource: row?.lastError ? (row.lastErrorSource ?? null) : null,
    };
  };
  return { postings: describe('postings'), courses: describe('courses'), exams: describe('exams') };
}

/** Records that a run of `kind` started (the served source stays as it is until a success replaces the rows). */
export async function recordSyncAttempt(
  db: Db,
  kind: SyncKind,
  source: SyncSourceName,
  at: Date,
): Promise<void> {
  await db
    .insert(syncState)
    .values({ kind, source, lastAttemptAt: at })
    .onConflictDoUpdate({ target: syncState.kind, set: { lastAttemptAt: at } });
}

/** Records a failure; the rows served and `last_success_at` stay as they were. */
export async function recordSyncFailure(
  db: Db,
  kind: SyncKind,
  source: SyncSourceName,
  at: Date,
  message: string,
): Promise<void> {
  await db
    .insert(syncState)
    .values({ kind, source, lastAttemptAt: at, lastError: message, lastErrorSource: source })
    .onConflictDoUpdate({
      target: syncState.kind,
      set: { lastAttemptAt: at, lastError: message, lastErrorSource: source },
    });
}

/** Records a success; meant to run in the same transaction that replaced the rows. */
export async function recordSyncSuccess(
  db: Db,
  kind: SyncKind,
  source: SyncSourceName,
  at: Date,
  rowCount: number,
): Promise<void> {
  await db
    .insert(syncState)
    .values({ kind, source, lastSuccessAt: at, lastAttemptAt: at, rowCount })
    .onConflictDoUpdate({
      target: syncState.kind,
      set: {
        source,
        lastSuccessAt: at,
        lastAttemptAt: at,
        rowCount,
        // A new generation in the same transaction as the new rows: every instance drops what it derived from the
        // old ones (reference data, cached answers) on its next request.
        generation: sql`nextval('sync_generation')`,
        lastError: sql`null`,
        lastErrorSource: sql`null`,
      },
    });
}
