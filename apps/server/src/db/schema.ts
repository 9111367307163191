/** The one drizzle schema: every feature's tables. drizzle-kit generates migrations from this file. */
export * from '../features/jobs/schema.ts';
export * from '../features/regions/schema.ts';
