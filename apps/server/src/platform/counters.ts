import { eq, lt, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.ts';
import type { Db } from '../db/open-db.ts';

/**
 * Fixed-window counters in the database (per-IP code sends, per-IP login failures), so a limit holds across every
 * server instance sharing the database. A window starts at the first hit and lasts `windowMs`.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamptz('window_start').notNull(),
});

type CounterOptions = { key: string; windowMs: number; now: Date };
export type CounterState = { count: number; resetAt: Date };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Adds one hit and returns the count in the current window (atomic: one upsert). */
export async function hitCounter(db: Db, { key, windowMs, now }: CounterOptions): Promise<CounterState> {
  const expired = sql`${rateCounters.windowStart} <= ${at(new Date(now.getTime() - windowMs))}`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at(now)} else ${rateCounters.windowStart} end`,
      },
    })
    .returning({ count: rateCounters.count, windowStart: rateCounters.windowStart });
  if (!row) throw new Error('counter upsert returned no row');
  return { count: row.count, resetAt: new Date(row.windowStart.getTime() + windowMs) };
}

/** The count in the current window without adding a hit (0 when the window is over). */
export async function readCounter(db: Db, { key, windowMs, now }: CounterOptions): Promise<CounterState> {
  const [row] = await db
    .select({ count: rateCounters.count, windowStart: rateCounters.windowStart })
    .from(rateCounters)
    .where(eq(rateCounters.key, key));
  if (!row || row.windowStart.getTime() + windowMs <= now.getTime()) {
    return { count: 0, resetAt: new Date(now.getTime() + windowMs) };
  }
  return { count: row.count, resetAt: new Date(row.windowStart.getTime() + windowMs) };
}

/** Whole seconds until `date`, at least 1 (for `retryAfterSeconds`). */
export function secondsUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
}

/**
 * Scheduled purge: counters whose window started longer ago than `olderThanMs` (longer than any window in use),
 * so they can no longer limit anything.
 */
export async function purgeRateCounters({
  db,
  now,
  olderThanMs,
}: {
  db: Db;
  now: Date;
  olderThanMs: number;
}) {
  const removed = await db
    .delete(rateCounters)
    .where(lt(rateCounters.windowStart, new Date(now.getTime() - olderThanMs)))
    .returning({ key: rateCounters.key });
  return { rateCounters: removed.length };
}
