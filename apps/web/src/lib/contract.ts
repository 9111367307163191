/*
 * What `@dasibom/contract` resolves to in the web build and the web tests (alias in vite.config.ts): the contract,
 * after zod is configured. zod now loads only with the screens that use a schema at run time, so its setup travels
 * with the schemas instead of sitting in the entry; the first page imports `@dasibom/contract/plain` (no zod) and
 * types only. The path is relative on purpose: the package name would resolve back to this file.
 */
import './zod-config.ts';

export * from '../../../../packages/contract/src/index.ts';
