import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { REPO_ROOT } from './paths.ts';

describe('loadConfig', () => {
  it('starts with zero configuration: embedded PGlite under the repo root, dev outbox, local uploads', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATABASE_URL).toBe('pglite://.data/pglite');
    expect(config.outboxDir).toBe(`${REPO_ROOT}/.data/outbox`);
    expect(config.uploadDir).toBe(`${REPO_ROOT}/.data/uploads`);
    expect(config.storage).toBe('disk');
    expect(config.SEED_DEMO).toBe(true);
  });

  it('requires real secrets in production and lists every problem at once', () => {
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'abc', S3_BUCKET: 'b' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
    }
    try {
      loadConfig({ NODE_ENV: 'production', S3_BUCKET: 'b' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('JWT_SECRET');
      expect(problems).toContain('S3_ACCESS_KEY_ID');
    }
  });

  it('accepts a production configuration with a long secret', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'false' });
    expect(config.isProduction).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
  });
});
