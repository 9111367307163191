import { z } from 'zod';
import { AUTH_POLICY } from './features/auth/policy.ts';
import { fromRoot } from './paths.ts';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const booleanString = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

/** Mail, unsubscribe and calendar-feed links start with it: an absolute http(s) URL, no query or fragment. */
const publicUrl = optionalString
  .refine((value) => value === undefined || isBaseUrl(value), {
    message: 'must be an absolute http(s) URL such as https://dasibom.kr (no query or fragment)',
  })
  .transform((value) => value?.replace(/\/+$/, ''));

function isBaseUrl(value: string): boolean {
  // Spelled out in full: links are made by appending to the text as given, and `new URL` also accepts `https:host`.
  if (!/^https?:\/\/[^/?#]/i.test(value) || /[?#\s]/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** Parsed once at boot; defaults give a zero-config start, production requires real secrets (`.env.example`). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanString(false),

    DATABASE_URL: z.string().default('pglite://.data/pglite'),
    REDIS_URL: optionalString,
    REDIS_PREFIX: z.string().default('dasibom:'),

    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('다시봄 <no-reply@dasibom.kr>'),
    OUTBOX_DIR: z.string().default('.data/outbox'),

    UPLOAD_DIR: z.string().default('.data/uploads'),
    S3_ENDPOINT: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalString,
    S3_FORCE_PATH_STYLE: booleanString(true),

    JWT_SECRET: optionalString,

    SARAMIN_ACCESS_KEY: optionalString,
    WORK24_AUTH_KEY: optionalString,
    /** data.go.kr service key for 한국산업인력공단's exam schedule (ADR 022); without it the sample exam rounds. */
    QNET_SERVICE_KEY: optionalString,
    /** Defaults to the real hosts; gateways, proxies or `npm run sources:stand-in` can take their place. */
    SARAMIN_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://oapi.saramin.co.kr'),
    WORK24_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://www.work24.go.kr'),
    QNET_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://apis.data.go.kr'),
    SYNC_CRON: z.string().default('15 */12 * * *'),
    SYNC_ON_BOOT: booleanString(true),
    /** Fictional sample members with public plans (ADR 019): on by default, off by default in production. */
    SEED_DEMO: z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .optional()
      .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value))),
    /** When the job queue purges expired codes, grants, refresh tokens, rate counters and deleted to-dos (cron, Asia/Seoul). */
    PURGE_CRON: z.string().default('23 * * * *'),
    /** When the daily reminder scan runs (Asia/Seoul; `off` disables). ADR 023. */
    REMINDER_CRON: z.string().default('0 8 * * *'),
    /** `on` adds POST /v1/test-hooks/reminders-scan for the browser journeys (ADR 026); refused in production. */
    TEST_HOOKS: z.enum(['on', 'off']).default('off'),

    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
    /** Per IP per minute on each public auth route (login, refresh, logout, check-id/nickname, sign-up, reset). */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    /** Per IP per minute on the e-mail code routes (send and verify), on top of the per-address and per-IP caps. */
    CODE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    /** SECURITY.md: 20. Configurable so browser journeys (one IP, many sign-ups) can raise it. */
    CODE_SENDS_PER_HOUR_PER_IP: z.coerce
      .number()
      .int()
      .positive()
      .default(AUTH_POLICY.codes.sendsPerWindowPerIp),
    /** Argon2 hashes at once; twice as many wait, more get 503. Default one per CPU (platform/hash-gate.ts). */
    PASSWORD_HASH_CONCURRENCY: z.preprocess(
      (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
      z.coerce.number().int().positive().optional(),
    ),
    /** List answers cached per process (ADR 014); `0` reads the database every time (`npm run bench:api`). */
    LIST_CACHE_ANSWERS: z.coerce.number().int().min(0).default(2000),
    CORS_ORIGINS: optionalString,

    WEB_DIST_DIR: z.string().default('apps/web/dist'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.TEST_HOOKS === 'on') {
      ctx.addIssue({ code: 'custom', path: ['TEST_HOOKS'], message: 'must be off in production' });
    }
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production and must be at least 32 characters',
      });
    }
    if (!env.PUBLIC_URL) {
      // Unset, links in mails and calendar-feed addresses would point at where this process listens (127.0.0.1).
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "is required in production: the site's public origin (e.g. https://dasibom.kr) that links in mails and calendar-feed addresses start with",
      });
    }
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export type Config = Omit<Env, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  isProduction: boolean;
  outboxDir: string;
  uploadDir: string;
  webDistDir: string;
  corsOrigins: string[];
  storage: 's3' | 'disk';
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const value = parsed.data;
  return {
    ...value,
    // Unset: sample members everywhere but in production, where they would be shown to real people.
    SEED_DEMO: value.SEED_DEMO ?? value.NODE_ENV !== 'production',
    isProduction: value.NODE_ENV === 'production',
    outboxDir: fromRoot(value.OUTBOX_DIR),
    uploadDir: fromRoot(value.UPLOAD_DIR),
    webDistDir: fromRoot(value.WEB_DIST_DIR),
    corsOrigins: value.CORS_ORIGINS ? value.CORS_ORIGINS.split(',').map((o) => o.trim()) : [],
    storage: value.S3_BUCKET ? 's3' : 'disk',
  };
}

/** The address mails link to: `PUBLIC_URL` (required in production), else where this server listens. */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return (
    config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`
  );
}
