export * from './auth.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './labels.ts';
export * from './limits.ts';
export * from './members.ts';
export * from './regions.ts';
