import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlOf } from './config.ts';
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
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://dasibom.kr',
    };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(ConfigError);
  });

  it('accepts a production configuration with a long secret and the public address', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://dasibom.kr',
      SEED_DEMO: 'false',
    });
    expect(config.isProduction).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
    expect(publicUrlOf(config)).toBe('https://dasibom.kr');
  });

  // Unset, every link in a mail, every unsubscribe link and every calendar-feed address would point at
  // http://127.0.0.1:<PORT> — the server's own listening address, useless to a member.
  it('refuses to start in production without PUBLIC_URL, naming it', () => {
    for (const unset of [{}, { PUBLIC_URL: '' }, { PUBLIC_URL: '   ' }]) {
      try {
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...unset });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems).toEqual([
          expect.stringMatching(/^PUBLIC_URL: is required in production/),
        ]);
        expect((error as ConfigError).message).toContain('PUBLIC_URL');
      }
    }
    // Outside production the listening address stays the zero-config default.
    expect(publicUrlOf(loadConfig({ PORT: '4123' }))).toBe('http://127.0.0.1:4123');
  });

  it('takes PUBLIC_URL only as an absolute http(s) URL, without its trailing slash', () => {
    for (const bad of [
      'dasibom.kr',
      '//dasibom.kr',
      'https:dasibom.kr',
      'ftp://dasibom.kr',
      'javascript:alert(1)',
      'https://',
      'https://dasibom.kr/?ref=mail',
      'https://dasibom.kr/#top',
      'https://dasi bom.kr',
    ]) {
      for (const NODE_ENV of ['production', 'development']) {
        try {
          loadConfig({ NODE_ENV, JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: bad });
          expect.unreachable(`${bad} accepted`);
        } catch (error) {
          expect(error, bad).toBeInstanceOf(ConfigError);
          expect((error as ConfigError).problems, bad).toEqual([
            expect.stringMatching(/^PUBLIC_URL: must be an absolute http\(s\) URL/),
          ]);
        }
      }
    }
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...production, PUBLIC_URL: ' https://dasibom.kr/ ' }).PUBLIC_URL).toBe(
      'https://dasibom.kr',
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://10.0.0.5:8080' }).PUBLIC_URL).toBe(
      'http://10.0.0.5:8080',
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://example.org/dasibom/' }).PUBLIC_URL).toBe(
      'https://example.org/dasibom',
    );
  });
});
