import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { buildDatabaseTemplate, DB_TEMPLATE_DIR, hasTemplate, readTemplateStamp } from '../db/template.ts';
import { DATA_DIR, MIGRATIONS_DIR } from '../paths.ts';
import { seoulDateOf } from '../platform/seoul-date.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** An installed package's version (their exports do not all expose package.json). */
function versionOf(name: string, require: NodeJS.Require): string {
  let dir = dirname(require.resolve(name));
  while (dir !== dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === name) return pkg.version;
    } catch {}
    dir = dirname(dir);
  }
  throw new Error(`cannot find the version of ${name}`);
}

/**
 * What the template is made of: this script (the bundle holds the migrator, the seed, the sync and the sample
 * source), the migrations, the reference data, PGlite's and pg-boss's versions — and today's date in Seoul, because
 * the sample data is relative to today: a template is remade at most once a day, and the start's first queued sync
 * brings any copy up to the minute.
 */
export function templateKey(now: Date): string {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  for (const file of [
    fileURLToPath(import.meta.url),
    ...filesUnder(MIGRATIONS_DIR),
    ...filesUnder(DATA_DIR),
  ]) {
    hash.update(file.slice(file.lastIndexOf('/') + 1)).update(readFileSync(file));
  }
  for (const name of ['@electric-sql/pglite', 'pg-boss']) hash.update(`${name}@${versionOf(name, require)}`);
  hash.update(seoulDateOf(now));
  return hash.digest('hex').slice(0, 32);
}

/** The build's step: makes apps/server/dist/db-template unless the one there was made from the same inputs. */
async function main() {
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  const key = templateKey(new Date());
  const current = readTemplateStamp(DB_TEMPLATE_DIR);
  if (current?.key === key && hasTemplate(DB_TEMPLATE_DIR)) {
    console.log(`[server build] database template is current (${current.builtAt})`);
    return;
  }
  const started = Date.now();
  const stamp = await buildDatabaseTemplate({ dir: DB_TEMPLATE_DIR, key, log });
  console.log(
    `[server build] database template (${stamp.migrations} migrations, sample data) in ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
