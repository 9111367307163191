#!/usr/bin/env node
// The layering of ARCHITECTURE.md convention 8 (issue 29), checked on every import of apps/*/src (tests aside):
//  - a feature imports no other feature, except another feature's schema.ts for its drizzle tables (foreign keys);
//  - a feature, platform/ or db/ file reaches no other feature's non-table export through db/schema.ts either;
//  - server platform/ and db/ import no feature (db/schema.ts gathers the features' schema.ts: drizzle's one schema);
//  - web components/ imports no feature.
// Specifiers resolve like the tools do: relative paths, tsconfig `paths`, and the web's vite aliases.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCE = /\.(?:[mc]?[jt]s|[jt]sx)$/;
const TEST = /\.(?:test|spec)\.[^.]+$|\.d\.ts$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

/** Source files under `dir`, tests and test helpers left out (they may set up state across features). */
function listSources(dir) {
  const files = [];
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== '__tests__') files.push(...listSources(path));
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(path);
  }
  return files;
}

/**
 * The text with comments and template literals blanked (same length, so offsets stay), quoted strings kept: only
 * then can a regular expression find the import statements without being fooled by an example in a comment.
 */
export function blankComments(text) {
  let out = '';
  let i = 0;
  let last = ''; // the last significant character, to tell a regex literal from a division
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
      last = c;
    } else if (c === '`') {
      // A template's text and its ${} parts alike: no import statement lives there.
      let j = i + 1;
      let depth = 0;
      while (j < text.length) {
        if (text[j] === '\\') j += 2;
        else if (depth === 0 && text[j] === '`') break;
        else {
          if (text[j] === '$' && text[j + 1] === '{') depth++;
          else if (depth > 0 && text[j] === '}') depth--;
          j++;
        }
      }
      out += text.slice(i, j + 1).replace(/[^\n]/g, ' ');
      i = j + 1;
      last = '`';
    } else if (c === '/' && (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last))) {
      let j = i + 1;
      let inClass = false;
      while (j < text.length && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '\\') j++;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j++;
      }
      out += text.slice(i, j + 1).replace(/[^\n]/g, ' ');
      i = j + 1;
      last = '/';
    } else {
      out += c;
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return out;
}

/** `{ a, b as c, type D }` → ['a', 'b', 'D']; a default import is 'default'; null when everything is taken. */
function namesOf(clause) {
  const body = clause.replace(/^\s*type\s+/, '').trim();
  if (/(^|,)\s*\*/.test(body)) return null;
  const names = [];
  const braces = /\{([^}]*)\}/.exec(body);
  const head = body
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (head) names.push('default');
  for (const part of braces ? braces[1].split(',') : []) {
    const name = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0]
      .trim();
    if (name) names.push(name);
  }
  return names;
}

/** Every import and re-export of a module: `names` null for a namespace, `export *` or dynamic import. */
export function importsOf(text) {
  const code = blankComments(text);
  const found = [];
  const add = (match, spec, names) =>
    found.push({ spec, names, line: code.slice(0, match.index).split('\n').length });
  for (const m of code.matchAll(/(?<![\w$.])import\s+([^'";()]*?)\s*from\s*(['"])([^'"\n]+)\2/g))
    add(m, m[3], namesOf(m[1]));
  for (const m of code.matchAll(/(?<![\w$.])import\s*(['"])([^'"\n]+)\1/g)) add(m, m[2], []);
  for (const m of code.matchAll(
    /(?<![\w$.])export\s+((?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\}))\s*from\s*(['"])([^'"\n]+)\2/g,
  ))
    add(m, m[3], namesOf(m[1]));
  for (const m of code.matchAll(/(?<![\w$.])import\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g)) add(m, m[2], null);
  return found;
}

function readJson(path) {
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    // tsconfig allows comments and trailing commas.
    return JSON.parse(blankComments(text).replace(/,(\s*[}\]])/g, '$1'));
  }
}

/** `compilerOptions.paths` of a tsconfig and those it extends, as [pattern, absolute targets] pairs. */
function tsconfigPaths(path, seen = new Set()) {
  if (!existsSync(path) || seen.has(path)) return [];
  seen.add(path);
  const config = readJson(path);
  const extended = [config.extends ?? []]
    .flat()
    .filter((base) => base.startsWith('.'))
    .flatMap((base) =>
      tsconfigPaths(resolve(dirname(path), base.endsWith('.json') ? base : `${base}.json`), seen),
    );
  const options = config.compilerOptions ?? {};
  const base = resolve(dirname(path), options.baseUrl ?? '.');
  const own = Object.entries(options.paths ?? {}).map(([pattern, targets]) => [
    pattern,
    targets.map((target) => resolve(base, target)),
  ]);
  return [...own, ...extended];
}

/** Vite is the app's own dependency: resolved from the app, as its config is (else from here: a test's fixture). */
function resolveVite(appDir) {
  try {
    return createRequire(join(appDir, 'package.json')).resolve('vite');
  } catch {
    return createRequire(import.meta.url).resolve('vite');
  }
}

/** The `resolve.alias` entries of an app's vite config, for both `vite` and `vite build`. */
async function viteAliases(appDir) {
  const file = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs']
    .map((name) => join(appDir, name))
    .find(existsSync);
  if (!file) return [];
  const vite = await import(pathToFileURL(resolveVite(appDir)).href);
  const aliases = [];
  for (const command of ['serve', 'build']) {
    const loaded = await vite.loadConfigFromFile({ command, mode: 'development' }, file, appDir, 'silent');
    const alias = loaded?.config.resolve?.alias ?? [];
    aliases.push(
      ...(Array.isArray(alias)
        ? alias
        : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))),
    );
  }
  return aliases;
}

function existingFile(path) {
  const stem = path.replace(/\.[mc]?js$|\.jsx$/, '');
  for (const candidate of [
    path,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => join(path, `index${ext}`)),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** The file a specifier names, or null for a package (outside the layers). */
function resolveSpec(spec, from, { aliases, paths }) {
  if (spec.startsWith('.') || spec.startsWith('/'))
    return existingFile(resolve(dirname(from), spec)) ?? resolve(dirname(from), spec);
  for (const { find, replacement } of aliases) {
    const hit = find instanceof RegExp ? find.test(spec) : spec === find || spec.startsWith(`${find}/`);
    if (!hit) continue;
    const target =
      find instanceof RegExp ? spec.replace(find, replacement) : replacement + spec.slice(find.length);
    return target.startsWith('/') || /^[A-Za-z]:/.test(target) ? (existingFile(target) ?? target) : null;
  }
  for (const [pattern, targets] of paths) {
    const star = pattern.indexOf('*');
    const prefix = star === -1 ? pattern : pattern.slice(0, star);
    const suffix = star === -1 ? '' : pattern.slice(star + 1);
    if (star === -1 ? spec !== pattern : !(spec.startsWith(prefix) && spec.endsWith(suffix))) continue;
    const middle = star === -1 ? '' : spec.slice(prefix.length, spec.length - suffix.length);
    for (const target of targets) {
      const file = existingFile(target.replace('*', middle));
      if (file) return file;
    }
  }
  return null;
}

/** Where a file sits: app, top folder under src/, and for a feature its name and the path inside it. */
function layerOf(root, file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] !== 'apps' || parts[2] !== 'src') return null;
  const [, app, , area = '', feature = ''] = parts;
  return {
    app,
    area,
    feature: area === 'features' ? feature : null,
    inside: parts.slice(area === 'features' ? 5 : 4).join('/'),
  };
}

/** Names a module exports, and which of them are drizzle tables. */
function exportsOf(file) {
  const code = blankComments(readFileSync(file, 'utf8'));
  const tables = new Set([...code.matchAll(/export\s+const\s+([\w$]+)\s*=\s*pgTable\b/g)].map((m) => m[1]));
  const all = new Set(
    [
      ...code.matchAll(
        /export\s+(?:declare\s+)?(?:const|let|var|function\*?|async\s+function|class|type|interface|enum)\s+([\w$]+)/g,
      ),
    ].map((m) => m[1]),
  );
  for (const m of code.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/g))
    for (const name of namesOf(`{${m[1]}}`)) all.add(name);
  return { tables, all };
}

/**
 * The layering crossings of the repository at `root` (`apps/<app>/src/...`). Each: the importing file and line,
 * what it imports, and which rule it breaks.
 */
export async function findCrossings(root) {
  root = resolve(root);
  const crossings = [];
  let imports = 0;
  const files = [];
  const exportCache = new Map();
  const exportsOfCached = (file) => {
    if (!exportCache.has(file)) exportCache.set(file, exportsOf(file));
    return exportCache.get(file);
  };
  for (const app of existsSync(join(root, 'apps')) ? readdirSync(join(root, 'apps')) : []) {
    const appDir = join(root, 'apps', app);
    if (!existsSync(join(appDir, 'src'))) continue;
    const options = {
      aliases: await viteAliases(appDir),
      paths: tsconfigPaths(join(appDir, 'tsconfig.json')),
    };
    const dbSchema = join(appDir, 'src', 'db', 'schema.ts');
    // What db/schema.ts re-exports from each feature's schema.ts: name → [feature, is it a table].
    const throughSchema = new Map();
    if (existsSync(dbSchema)) {
      for (const { spec, names } of importsOf(readFileSync(dbSchema, 'utf8'))) {
        const target = resolveSpec(spec, dbSchema, options);
        const layer = target && existsSync(target) ? layerOf(root, target) : null;
        if (!layer?.feature) continue;
        const { tables, all } = exportsOfCached(target);
        for (const name of names ?? all)
          throughSchema.set(name, { feature: layer.feature, isTable: tables.has(name) });
      }
    }
    for (const file of listSources(join(appDir, 'src'))) {
      files.push(file);
      const from = layerOf(root, file);
      for (const { spec, names, line } of importsOf(readFileSync(file, 'utf8'))) {
        const target = resolveSpec(spec, file, options);
        if (!target) continue;
        imports++;
        const to = layerOf(root, target);
        if (!to || to.app !== from.app) continue;
        const where = { file: relative(root, file), line, target: relative(root, target) };
        const report = (rule) => crossings.push({ ...where, rule });
        const isDbSchema = file === dbSchema;
        if (to.feature && from.feature && to.feature !== from.feature) {
          if (to.inside !== 'schema.ts') report(`feature ${from.feature} imports feature ${to.feature}`);
          else {
            const { tables } = existsSync(target) ? exportsOfCached(target) : { tables: new Set() };
            const others = names === null ? ['*'] : names.filter((name) => !tables.has(name));
            if (others.length)
              report(
                `feature ${from.feature} takes ${others.join(', ')} (not a table) from ${to.feature}'s schema`,
              );
          }
        } else if (
          to.feature &&
          (from.area === 'platform' || from.area === 'db') &&
          !(isDbSchema && to.inside === 'schema.ts')
        ) {
          report(`${from.area}/ imports feature ${to.feature}`);
        } else if (to.feature && from.app === 'web' && from.area === 'components') {
          report(`components/ imports feature ${to.feature}`);
        } else if (target === dbSchema && names === null && (from.feature || from.area === 'platform')) {
          // Only drizzle itself (db/open-db.ts) needs the whole schema; anyone else names what they take.
          report('takes all of db/schema.ts (name the tables)');
        } else if (
          target === dbSchema &&
          names &&
          (from.feature || from.area === 'platform' || from.area === 'db')
        ) {
          const others = names.filter((name) => {
            const origin = throughSchema.get(name);
            return origin && !origin.isTable && origin.feature !== from.feature;
          });
          if (others.length)
            report(
              `takes ${others.map((name) => `${throughSchema.get(name).feature}'s ${name}`).join(', ')} (not a table) through db/schema.ts`,
            );
        }
      }
    }
  }
  return { crossings, files: files.length, imports };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? '.');
  const { crossings, files, imports } = await findCrossings(root);
  if (crossings.length === 0) {
    console.log(`layers: no crossings (${files} files, ${imports} local imports)`);
  } else {
    console.error(`layers: ${crossings.length} crossing(s) (ARCHITECTURE.md convention 8)`);
    for (const c of crossings) console.error(`  ${c.file}:${c.line} → ${c.target}: ${c.rule}`);
    process.exitCode = 1;
  }
}
