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
    // No source keys: every kind syncs from the bundled sample source.
    expect([config.SARAMIN_ACCESS_KEY, config.WORK24_AUTH_KEY, config.QNET_SERVICE_KEY]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads the source keys, trimmed, and treats a blank one as unset', () => {
    const config = loadConfig({ QNET_SERVICE_KEY: '  abc%2Bdef%3D%3D  ', WORK24_AUTH_KEY: ' ' });
    expect(config.QNET_SERVICE_KEY).toBe('abc%2Bdef%3D%3D');
    expect(config.WORK24_AUTH_KEY).toBeUndefined();
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

  it('adds sample members by default except in production, where SEED_DEMO=true still turns them on', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(ConfigError);
  });

  it('accepts a production configuration with a long secret', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'false' });
    expect(config.isProduction).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
  });
});
