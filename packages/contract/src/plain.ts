/*
 * The contract's constants, messages and helpers that need no zod. The web imports runtime values from here on
 * every page so that zod (and the schemas) load only with the screens that validate; types still come from the
 * main entry (type imports cost nothing at run time).
 */
export * from './auth-messages.ts';
export * from './errors.ts';
export * from './labels.ts';
export * from './limits.ts';
export * from './login-required.ts';
export * from './page.ts';
export * from './recruit-constants.ts';
export * from './region-names.ts';
export * from './scrap-constants.ts';
export * from './training-constants.ts';

// The questionnaire's constants are `@dasibom/contract/questionnaire`, not here: whatever this file re-exports is part
// of the first page's chunk (ADR 012), and only /onboard needs them.
