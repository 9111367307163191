import type { Db } from '../db/open-db.ts';
import { allCertificates, scheduledCertificates } from '../features/exams/certificates.ts';
import { occupations } from '../features/jobs/schema.ts';
import type { Clock } from '../platform/clock.ts';
import type { CourseSource, ExamSource, FetchContext, PostingSource } from '../sources/types.ts';
import { fillCourseFees } from './course-fees.ts';
import { tryAcquireSyncLock } from './lock.ts';
import {
  type CertificateLookup,
  prepareCourses,
  prepareExamRounds,
  preparePostings,
  type ReferenceLookup,
} from './prepare.ts';
import { loadReferenceLookup, replaceCourses, replaceExamRounds, replacePostings } from './replace.ts';
import {
  recordSyncAttempt,
  recordSyncFailure,
  SYNC_KINDS,
  type SyncKind,
  type SyncSourceName,
} from './state.ts';

/**
 * One source per kind. `exams` (certificate exam rounds, ADR 022) is optional so tests about the lists need not
 * name it: a kind whose source is not given is not synced. The server and `npm run sync` always give all three
 * (`selectSources`).
 */
export type SyncSources = { postings: PostingSource; courses: CourseSource; exams?: ExamSource };

/** The kinds `sources` can sync, in SYNC_KINDS order. */
export function syncableKinds(sources: SyncSources): SyncKind[] {
  return SYNC_KINDS.filter((kind) => kind !== 'exams' || sources.exams !== undefined);
}

/** The source `sources` would sync `kind` from. */
export function sourceOfKind(kind: SyncKind, sources: SyncSources): SyncSourceName {
  if (kind === 'postings') return sources.postings.kind;
  if (kind === 'courses') return sources.courses.kind;
  return sources.exams?.kind ?? 'SAMPLE';
}

function certificateLookup(): CertificateLookup {
  const certificates = allCertificates();
  return {
    keys: new Set(certificates.map((entry) => entry.key)),
    scheduledKeys: new Set(scheduledCertificates(certificates).map((entry) => entry.key)),
  };
}

/** The logger calls the job makes (pino's logger fits). */
export type SyncLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type SyncKindResult = {
  kind: SyncKind;
  source: SyncSourceName;
  status: 'updated' | 'failed';
  /** Rows now served (updated) or 0 (failed: the previous rows stay). */
  rows: number;
  dropped: Record<string, number>;
  error?: string;
};

export type SyncResult =
  | { status: 'skipped' }
  | { status: 'failed'; error: string }
  | { status: 'done'; results: SyncKindResult[] };

export type RunSyncOptions = {
  db: Db;
  clock: Clock;
  sources: SyncSources;
  log: SyncLog;
  signal?: AbortSignal;
  kinds?: readonly SyncKind[];
};

const SECRET_PARAMS = /((?:access[-_]?key|auth[-_]?key|api[-_]?key|token|secret|password)=)[^&\s"']+/gi;

/** A short, safe message for logs and /healthz: never a key from a provider URL. */
export function describeSyncError(error: unknown): string {
  const message =
    error instanceof Error
      ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
      : String(error);
  return message.replace(SECRET_PARAMS, '$1***').slice(0, 300) || 'unknown error';
}

/** A source's answer, refused unless it is a list; a run cancelled meanwhile stops here. */
async function listFrom<T>(answer: Promise<T[]>, signal: AbortSignal | undefined): Promise<T[]> {
  const records = await answer;
  if (!Array.isArray(records)) throw new Error('the source answered something other than a list');
  signal?.throwIfAborted();
  return records;
}

/** Nothing usable in an answer is an outage or a changed format, never an empty catalogue: the old rows stay. */
function requireRows(prepared: { rows: readonly unknown[] }, what: string, received: number) {
  if (prepared.rows.length === 0) throw new Error(`no usable ${what} among ${received} records`);
}

function updated(
  kind: SyncKind,
  source: SyncSourceName,
  prepared: { rows: readonly unknown[]; dropped: Record<string, number> },
): SyncKindResult {
  return { kind, source, status: 'updated', rows: prepared.rows.length, dropped: prepared.dropped };
}

async function syncKind(
  kind: SyncKind,
  options: RunSyncOptions,
  context: FetchContext,
  lookup: ReferenceLookup,
): Promise<SyncKindResult> {
  const { db, clock, sources, log } = options;
  const source = sourceOfKind(kind, sources);
  try {
    await recordSyncAttempt(db, kind, source, clock.now());
    context.signal?.throwIfAborted();
    if (kind === 'exams') {
      if (!sources.exams) throw new Error('no exam schedule source was given');
      const examSource = sources.exams.kind;
      const records = await listFrom(sources.exams.fetchExamRounds(context), context.signal);
      const syncedAt = clock.now();
      const prepared = prepareExamRounds(records, certificateLookup(), { source: examSource, syncedAt });
      // Q-Net's certificates always have rounds this year: nothing usable is an outage or a changed format.
      requireRows(prepared, 'exam rounds', records.length);
      await replaceExamRounds(db, { rows: prepared.rows, source, syncedAt });
      return updated(kind, source, prepared);
    }
    if (kind === 'postings') {
      const postingSource = sources.postings.kind;
      const records = await listFrom(sources.postings.fetchPostings(context), context.signal);
      const syncedAt = clock.now();
      const prepared = preparePostings(records, lookup, { source: postingSource, syncedAt });
      // An empty answer from a source that normally has thousands is an outage, not "no jobs anywhere".
      requireRows(prepared, 'postings', records.length);
      await replacePostings(db, { ...prepared, source: postingSource, syncedAt });
      return updated(kind, source, prepared);
    }
    const courseSource = sources.courses.kind;
    const listed = await listFrom(sources.courses.fetchCourses(context), context.signal);
    // 본인부담액 from the course details, bounded and cached; it never fails the sync (ADR 028).
    const { records } = await fillCourseFees({
      db,
      source: sources.courses,
      records: listed,
      now: context.now,
      log,
      signal: context.signal,
    });
    context.signal?.throwIfAborted();
    const syncedAt = clock.now();
    const prepared = prepareCourses(records, lookup, { source: courseSource, syncedAt });
    requireRows(prepared, 'courses', records.length);
    await replaceCourses(db, { ...prepared, source: courseSource, syncedAt });
    return updated(kind, source, prepared);
  } catch (error) {
    const message = describeSyncError(error);
    log.error({ kind, source, error: message }, 'sync failed; the last good data stays');
    await recordSyncFailure(db, kind, source, clock.now(), message).catch((stateError: unknown) =>
      log.error({ kind, error: describeSyncError(stateError) }, 'could not record the sync failure'),
    );
    return { kind, source, status: 'failed', rows: 0, dropped: {}, error: message };
  }
}

/**
 * One sync run: takes the advisory lock (a run already in progress anywhere → 'skipped'), then fetches and replaces
 * postings, courses and exam rounds independently, so one failing source keeps its last good rows and records
 * `last_error` while the others still update. Never throws: the scheduler and the boot sequence only read the
 * result.
 */
export async function runSync(options: RunSyncOptions): Promise<SyncResult> {
  const { db, clock, log, signal, kinds = syncableKinds(options.sources) } = options;
  let lock: Awaited<ReturnType<typeof tryAcquireSyncLock>>;
  try {
    lock = await tryAcquireSyncLock(db);
  } catch (error) {
    const message = describeSyncError(error);
    log.error({ error: message }, 'sync could not take its lock');
    return { status: 'failed', error: message };
  }
  if (!lock) {
    log.info({}, 'sync skipped: another run holds the lock');
    return { status: 'skipped' };
  }
  const started = performance.now();
  try {
    const [occupationRows, lookup] = await Promise.all([
      db
        .select({
          id: occupations.id,
          name: occupations.name,
          workCode: occupations.workCode,
          ncsName: occupations.ncsName,
        })
        .from(occupations),
      loadReferenceLookup(db),
    ]);
    const context: FetchContext = { occupations: occupationRows, now: clock.now(), signal };
    const results = await Promise.all(kinds.map((kind) => syncKind(kind, options, context, lookup)));
    log.info(
      {
        ms: Math.round(performance.now() - started),
        results: results.map(({ kind, source, status, rows, dropped }) => ({
          kind,
          source,
          status,
          rows,
          dropped,
        })),
      },
      'sync finished',
    );
    return { status: 'done', results };
  } catch (error) {
    const message = describeSyncError(error);
    log.error({ error: message }, 'sync failed');
    return { status: 'failed', error: message };
  } finally {
    await lock
      .release()
      .catch((error: unknown) => log.warn({ error: describeSyncError(error) }, 'sync lock release failed'));
  }
}
