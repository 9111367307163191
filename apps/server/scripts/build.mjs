#!/usr/bin/env node
// The production server: one ES module bundle of our own code (the server and the shared contract), compiled once
// here so nothing is transpiled at run time. Installed packages stay external and load from node_modules as they
// are (native addons, PGlite's WebAssembly and data files, pg-boss's SQL).
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
  entryPoints: { server: join(serverDir, 'src/server.ts') },
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
