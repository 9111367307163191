// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(join(tmpdir(), 'dasibom-build-mode-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the web build', () => {
  it('is the production bundle even when the shell exports NODE_ENV=development', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      await build({
        root: webRoot,
        configFile: join(webRoot, 'vite.config.ts'),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = before;
    }
    const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // React's development runtime (jsxDEV, a jsx-dev-runtime chunk) must never reach users.
    expect(scripts.filter((file) => file.includes('jsx-dev-runtime'))).toEqual([]);
    for (const file of scripts) {
      const code = readFileSync(join(outDir, 'assets', file), 'utf8');
      expect(code, file).not.toContain('jsxDEV');
    }
  }, 120_000);
});
