import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file rather than from `process.cwd()`: `npm run -w` changes the cwd to the
 * workspace (STACK-NOTES trap 17), and `.data/`, `data/` and the web build must resolve the same way from anywhere.
 */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(resolve(dir, 'data', 'regions.csv')) && existsSync(resolve(dir, 'package.json')))
      return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the repository root (data/regions.csv) above apps/server/src');
}

export const REPO_ROOT = findRepoRoot();
export const DATA_DIR = resolve(REPO_ROOT, 'data');
export const MIGRATIONS_DIR = resolve(REPO_ROOT, 'apps/server/drizzle');

/** Resolves a possibly relative path against the repository root. */
export function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}
