import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { CourseRecord, PostingRecord } from '../sources/types.ts';
import { courseSourceOf, createMemoryLog, postingSourceOf } from '../sync/fixture-sources.ts';
import { runSync } from '../sync/run-sync.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

/** A Seoul wall-clock time (`2026-06-10T12:00:00`) as an instant. */
export const kst = (local: string) => new Date(`${local}+09:00`);

export type FixtureRecords = { postings?: PostingRecord[]; courses?: CourseRecord[] };

/** One sync run of the given postings and courses on the app's database and clock. */
export function runFixtureSync(t: Pick<TestApp, 'db' | 'clock'>, records: FixtureRecords) {
  return runSync({
    db: t.db,
    clock: t.clock,
    sources: {
      postings: postingSourceOf(records.postings ?? []),
      courses: courseSourceOf(records.courses ?? []),
    },
    log: createMemoryLog(),
  });
}

/** `runFixtureSync` that fails the test unless the run is done. */
export async function syncFixtures(t: Pick<TestApp, 'db' | 'clock'>, records: FixtureRecords) {
  const result = await runFixtureSync(t, records);
  expect(result.status).toBe('done');
  return result;
}

type UseTestAppOptions = {
  /** What `buildTestApp` is given (held jobs, extra environment…). */
  app?: Parameters<typeof buildTestApp>[0];
  /** Seoul wall-clock time the clock starts at; the fake clock's own start otherwise. */
  now?: string;
  /** Set the clock back to `now` before each test (off where tests carry the clock on). */
  resetClock?: boolean;
  /** Runs once after the app is built (a sync, extra rows). */
  seed?: (t: TestApp) => Promise<void>;
  /** Runs before each test, after the clock is reset (emptying tables a test fills). */
  eachTest?: (t: TestApp) => Promise<void>;
};

/**
 * Registers the file's hooks: one app per file with its clock at `now`, seeded once, closed after the file. The
 * returned app is usable from the first hook on.
 */
export function useTestApp(options: UseTestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(options.app);
    if (options.now) current.clock.set(kst(options.now));
    await options.seed?.(current);
  });
  afterAll(async () => {
    await current?.close();
  });
  if (options.resetClock || options.eachTest) {
    beforeEach(async () => {
      if (!current) return;
      if (options.resetClock && options.now) current.clock.set(kst(options.now));
      await options.eachTest?.(current);
    });
  }
  return new Proxy({} as TestApp, {
    get: (_, key) => {
      if (!current) throw new Error('the app is built in beforeAll; use it inside a test or hook');
      return current[key as keyof TestApp];
    },
  });
}

/** `useTestApp` synced once at `now` with the given records; the clock back at `now` before each test. */
export function useSyncedApp(
  options: FixtureRecords & { now: string; seed?: UseTestAppOptions['seed'] },
): TestApp {
  return useTestApp({
    now: options.now,
    resetClock: true,
    seed: async (t) => {
      await syncFixtures(t, options);
      await options.seed?.(t);
    },
  });
}

/** An app for the sync's tests: the clock at noon on 10 June 2026 for each test, `tables` emptied in order first. */
export function useSyncTestApp(tables: PgTable[], more?: (t: TestApp) => Promise<unknown>): TestApp {
  return useTestApp({
    now: '2026-06-10T12:00:00',
    resetClock: true,
    eachTest: async (app) => {
      for (const table of tables) await app.db.delete(table);
      await more?.(app);
    },
  });
}
