#!/usr/bin/env node
// The production server: one ES module bundle of our own code (the server and the shared contract), compiled once
// here so nothing is transpiled at run time. Installed packages stay external and load from node_modules as they
// are (native addons, PGlite's WebAssembly and data files, pg-boss's SQL). Then the embedded database template that a
// new data directory starts from (docs/decisions/015), remade only when its inputs changed (or once a day).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const ours = (name) => name.startsWith('@dasibom/');
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !ours(name));

const started = Date.now();
await build({
  entryPoints: {
    server: join(serverDir, 'src/server.ts'),
    'make-db-template': join(serverDir, 'src/scripts/make-db-template.ts'),
  },
  outdir: join(serverDir, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  // Packages and their subpaths (drizzle-orm/pg-core, @electric-sql/pglite/…) stay imports.
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled code that reaches for require() (rare in ESM sources) gets a real one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`[server build] apps/server/dist/server.mjs in ${Date.now() - started} ms`);

// Its own process: PGlite's memory is given back when the step ends, and the template is closed cleanly.
const template = spawnSync(process.execPath, [join(serverDir, 'dist/make-db-template.mjs')], {
  stdio: 'inherit',
});
if (template.status !== 0) {
  console.error('[server build] could not make the database template');
  process.exit(template.status ?? 1);
}
