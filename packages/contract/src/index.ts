// Every request schema `XSchema` has its `XInput` (z.input: what a client sends) beside it, and `X` (z.output: what
// the server reads) where the server names it; request-types.test.ts keeps it so.
export * from './auth.ts';
export * from './calendar.ts';
export * from './career.ts';
export * from './community.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './jobs.ts';
export * from './labels.ts';
export * from './limits.ts';
export * from './login-required.ts';
export * from './members.ts';
export * from './questionnaire.ts';
export * from './recruit.ts';
export * from './regions.ts';
export * from './reminders.ts';
export * from './scraps.ts';
export * from './timeline.ts';
export * from './todos.ts';
export * from './training.ts';
