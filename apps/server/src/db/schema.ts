/** The one drizzle schema: every feature's tables. drizzle-kit generates migrations from this file. */
export * from '../features/auth/schema.ts';
export * from '../features/calendar/schema.ts';
export * from '../features/community/schema.ts';
export * from '../features/exams/schema.ts';
export * from '../features/jobs/schema.ts';
export * from '../features/members/schema.ts';
export * from '../features/recommend/schema.ts';
export * from '../features/recruit/schema.ts';
export * from '../features/regions/schema.ts';
export * from '../features/reminders/schema.ts';
export * from '../features/scraps/schema.ts';
export * from '../features/todos/schema.ts';
export * from '../features/training/schema.ts';
export * from '../platform/counters.ts';
export * from '../platform/login-throttle.ts';
export * from '../sync/schema.ts';
