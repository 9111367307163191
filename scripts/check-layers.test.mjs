// The layering check on a tiny tree of its own: what it must allow and what it must refuse (`npm run lint`).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { blankComments, findCrossings } from './check-layers.mjs';

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const server = 'apps/server/src';
const web = 'apps/web/src';

before(() => {
  root = mkdtempSync(join(tmpdir(), 'layers-'));
  write(
    `${server}/features/a/schema.ts`,
    "export const aRows = pgTable('a', {});\nexport const A_CODES = {};\n",
  );
  write(`${server}/features/a/service.ts`, 'export function readA() {}\n');
  write(`${server}/db/schema.ts`, "export * from '../features/a/schema.ts';\n");
  // Allowed: another feature's table for a foreign key, and the feature's own code.
  write(`${server}/features/b/schema.ts`, "import { aRows } from '../a/schema.ts';\nimport './local.ts';\n");
  write(`${server}/features/b/local.ts`, "import { aRows } from '../../db/schema.ts';\n");
  // Refused: another feature's service, and its schema's non-table export, directly or through db/schema.ts.
  write(`${server}/features/b/service.ts`, "import { readA } from '../a/service.ts';\n");
  write(`${server}/features/b/codes.ts`, "import { A_CODES, type aRows } from '../a/schema.ts';\n");
  write(`${server}/features/b/reads.ts`, "import { A_CODES, aRows } from '../../db/schema.ts';\n");
  write(`${server}/features/b/all.ts`, "import * as schema from '../../db/schema.ts';\n");
  write(`${server}/platform/p.ts`, "export { readA } from '../features/a/service.ts';\n");
  // Tests may reach across (setting up state); comments and template text are not imports.
  write(`${server}/features/b/b.test.ts`, "import { readA } from '../a/service.ts';\n");
  write(
    `${server}/features/b/words.ts`,
    "// import { readA } from '../a/service.ts';\nconst t = `import { readA } from '../a/service.ts'`;\n",
  );
  // The web: a tsconfig path alias and a vite alias resolve to the feature they name.
  write('apps/web/tsconfig.json', '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n');
  write(
    'apps/web/vite.config.mjs',
    `export default { resolve: { alias: [{ find: /^#f$/, replacement: ${JSON.stringify(join(root, web, 'features/f/x.ts'))} }] } };\n`,
  );
  write(`${web}/features/f/x.ts`, 'export const x = 1;\n');
  write(`${web}/components/c.tsx`, "import { x } from '@/features/f/x.ts';\n");
  write(`${web}/features/g/y.ts`, "const load = () => import('#f');\n");
  write(`${web}/lib/l.ts`, "import { x } from '@/features/f/x.ts';\n");
});
after(() => rmSync(root, { recursive: true, force: true }));

test('reports exactly the forbidden imports, each with its rule', async () => {
  const { crossings } = await findCrossings(root);
  const found = crossings.map((c) => `${c.file}:${c.line} ${c.rule}`).sort();
  assert.deepEqual(found, [
    `${server}/features/b/all.ts:1 takes all of db/schema.ts (name the tables)`,
    `${server}/features/b/codes.ts:1 feature b takes A_CODES (not a table) from a's schema`,
    `${server}/features/b/reads.ts:1 takes a's A_CODES (not a table) through db/schema.ts`,
    `${server}/features/b/service.ts:1 feature b imports feature a`,
    `${server}/platform/p.ts:1 platform/ imports feature a`,
    `${web}/components/c.tsx:1 components/ imports feature f`,
    `${web}/features/g/y.ts:1 feature g imports feature f`,
  ]);
});

test('comments, template literals and regex literals are blanked; strings and offsets kept', () => {
  const text = ["a // x\nb /* y */ 'c' `d $", "{e}` = /re'/g"].join('');
  const blanked = blankComments(text);
  assert.equal(blanked.length, text.length);
  assert.equal(blanked.replace(/\s+/g, ' ').trim(), "a b 'c' = g");
});
