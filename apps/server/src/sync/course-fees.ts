import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { courseFeeDetails } from '../features/training/schema.ts';
import { seoulDateOf } from '../platform/seoul-date.ts';
import { isSourceError } from '../platform/source-error.ts';
import type { CourseKey, CourseRecord, CourseSource } from '../sources/types.ts';

/**
 * 본인부담액 is only in 고용24's detail 310L02 (ADR 028): cached answers first, then a bounded number of details,
 * those the lists show first. Failures never stop the sync; unread courses keep `selfPay` null.
 */

/** ≤ 600 detail calls a day at 4 runs; 고용24 publishes no quota, so the budget stays modest [NEWON]. */
export const COURSE_FEE_DETAILS_PER_RUN = 150;
/** How long an answer is used before it is asked again (a round's fee is set when the round is registered). */
export const COURSE_FEE_MAX_AGE_DAYS = 7;
const CONCURRENCY = 3;
/** Failures in a row that end the step for this run (the service is struggling; the next run tries again). */
const STOP_AFTER_FAILURES = 5;
/** Errors after which no further detail is asked this run: the key, the quota, or the breaker said no. */
const STOPPING_KINDS = new Set(['AUTH', 'RATE_LIMITED', 'CIRCUIT_OPEN', 'ABORTED']);

type FeeLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type CourseFeeSummary = {
  /** Courses whose answer came from `course_fee_details`. */
  cached: number;
  /** Details read this run (with or without 본인부담액). */
  fetched: number;
  failed: number;
  /** Courses still without an answer, left for the next runs. */
  waiting: number;
  /** Courses that now carry 본인부담액. */
  withSelfPay: number;
  /** Why the step ended before its budget, if it did. */
  stopped?: string;
};

const keyOf = (course: CourseKey) => JSON.stringify([course.trprId, course.trprDegr, course.trainstCstId]);

/** What the lists show first: each (occupation, type) group's first course before any group's second. */
export function feePriority(records: readonly CourseRecord[], today: string): CourseRecord[] {
  const groups = new Map<string, CourseRecord[]>();
  for (const record of records) {
    if (record.startDate < today) continue;
    const group = `${record.occupationId}|${record.type}`;
    const list = groups.get(group);
    if (list) list.push(record);
    else groups.set(group, [record]);
  }
  const ranked: { record: CourseRecord; rank: number; key: string }[] = [];
  for (const list of groups.values()) {
    list.sort((a, b) => a.startDate.localeCompare(b.startDate) || keyOf(a).localeCompare(keyOf(b)));
    list.forEach((record, rank) => {
      ranked.push({ record, rank, key: keyOf(record) });
    });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank || a.record.startDate.localeCompare(b.record.startDate) || a.key.localeCompare(b.key),
  );
  return ranked.map(({ record }) => record);
}

type FeeAnswer = { key: CourseKey; selfPay: number | null };

/** The answers `course_fee_details` holds that are fresh enough, by course key; null when it cannot be read. */
async function readFreshFees(
  db: Db,
  now: Date,
  maxAgeDays: number,
  log: FeeLog,
): Promise<Map<string, number | null> | null> {
  try {
    // Older answers are not used, so they are not kept either: the table stays the size of a week's reads.
    await db
      .delete(courseFeeDetails)
      .where(lt(courseFeeDetails.fetchedAt, new Date(now.getTime() - maxAgeDays * 86_400_000)));
    const rows = await db.select().from(courseFeeDetails);
    return new Map(rows.map((row) => [keyOf(row), row.selfPay]));
  } catch (error) {
    log.warn({ error: String(error).slice(0, 200) }, 'courses: fee details cache unavailable, skipped');
    return null;
  }
}

/** A detail's 본인부담액 only when it is a whole, non-negative number of won: no figure rather than a wrong one. */
const validSelfPay = (selfPay: number | null): number | null =>
  typeof selfPay === 'number' && Number.isSafeInteger(selfPay) && selfPay >= 0 ? selfPay : null;

/** CONCURRENCY at a time until done, aborted, a STOPPING_KINDS error, or STOP_AFTER_FAILURES in a row. */
async function askDetails(run: {
  queue: readonly CourseRecord[];
  fetchFee: NonNullable<CourseSource['fetchCourseFee']>;
  signal: AbortSignal | undefined;
  log: FeeLog;
  summary: CourseFeeSummary;
}): Promise<FeeAnswer[]> {
  const { queue, fetchFee, signal, log, summary } = run;
  const answers: FeeAnswer[] = [];
  let failuresInRow = 0;
  let next = 0;
  const noteFailure = (error: unknown) => {
    summary.failed += 1;
    failuresInRow += 1;
    const kind = isSourceError(error) ? error.kind : 'UNKNOWN';
    if (STOPPING_KINDS.has(kind)) summary.stopped = kind;
    else if (failuresInRow >= STOP_AFTER_FAILURES) summary.stopped = `${failuresInRow} failures in a row`;
    if (failuresInRow === 1 || summary.stopped !== undefined) {
      log.warn(
        { kind, error: (error instanceof Error ? error.message : String(error)).slice(0, 200) },
        'courses: a course detail could not be read',
      );
    }
  };
  const worker = async () => {
    while (next < queue.length && summary.stopped === undefined && !signal?.aborted) {
      const course = queue[next++] as CourseRecord;
      const key = { trprId: course.trprId, trprDegr: course.trprDegr, trainstCstId: course.trainstCstId };
      try {
        const { selfPay } = await fetchFee(key, { signal });
        answers.push({ key, selfPay: validSelfPay(selfPay) });
        summary.fetched += 1;
        failuresInRow = 0;
      } catch (error) {
        noteFailure(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  return answers;
}

/** Keeps this run's answers for the next runs; when that fails they still serve this run. */
async function storeFees(db: Db, answers: readonly FeeAnswer[], now: Date, log: FeeLog): Promise<void> {
  try {
    // Only the key, the fee and when it was read: the detail's staff names, e-mails and phones are never kept.
    await db
      .insert(courseFeeDetails)
      .values(answers.map(({ key, selfPay }) => ({ ...key, selfPay, fetchedAt: now })))
      .onConflictDoUpdate({
        target: [courseFeeDetails.trprId, courseFeeDetails.trprDegr, courseFeeDetails.trainstCstId],
        set: { selfPay: sql`excluded.self_pay`, fetchedAt: sql`excluded.fetched_at` },
      });
  } catch (error) {
    log.warn({ error: String(error).slice(0, 200) }, 'courses: fee details could not be cached');
  }
}

export async function fillCourseFees(options: {
  db: Db;
  source: CourseSource;
  records: readonly CourseRecord[];
  now: Date;
  log: FeeLog;
  signal?: AbortSignal;
  limit?: number;
  maxAgeDays?: number;
}): Promise<{ records: CourseRecord[]; summary: CourseFeeSummary | null }> {
  const { db, source, records, now, log, signal } = options;
  const fetchFee = source.fetchCourseFee?.bind(source);
  if (!fetchFee) return { records: [...records], summary: null };
  const limit = Math.max(0, options.limit ?? COURSE_FEE_DETAILS_PER_RUN);
  const known = await readFreshFees(db, now, options.maxAgeDays ?? COURSE_FEE_MAX_AGE_DAYS, log);
  if (!known) return { records: [...records], summary: null };

  const summary: CourseFeeSummary = { cached: 0, fetched: 0, failed: 0, waiting: 0, withSelfPay: 0 };
  for (const record of records) if (known.has(keyOf(record))) summary.cached += 1;
  const queue = feePriority(
    records.filter((record) => !known.has(keyOf(record))),
    seoulDateOf(now),
  ).slice(0, limit);

  const answers = await askDetails({ queue, fetchFee, signal, log, summary });
  for (const { key, selfPay } of answers) known.set(keyOf(key), selfPay);
  if (answers.length > 0) await storeFees(db, answers, now, log);

  const filled = records.map((record) => {
    const key = keyOf(record);
    return known.has(key) ? { ...record, selfPay: known.get(key) ?? null } : record;
  });
  summary.withSelfPay = filled.filter((record) => record.selfPay !== null).length;
  summary.waiting = filled.filter((record) => !known.has(keyOf(record))).length;
  log.info({ ...summary }, 'courses: 본인부담액 from course details');
  return { records: filled, summary };
}
