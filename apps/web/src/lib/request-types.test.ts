import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The contract owns the request types (`XInput`, each request schema's z.input): the web declares none of its own,
 * and whatever an operation's file sends as a body or query is one of them. A source scan, so that a hand-written
 * type or an unchecked object literal fails here rather than in review.
 */

const FEATURES = join(dirname(fileURLToPath(import.meta.url)), '../features');

type Source = { name: string; text: string };

function sources(dirOf: (feature: string) => string, files: RegExp): Source[] {
  return readdirSync(FEATURES).flatMap((feature) => {
    const dir = dirOf(feature);
    let names: string[];
    try {
      names = readdirSync(join(FEATURES, dir));
    } catch {
      return [];
    }
    return names
      .filter((name) => files.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => ({ name: `${dir}/${name}`, text: readFileSync(join(FEATURES, dir, name), 'utf8') }));
  });
}

const apiFiles = () => sources((feature) => `${feature}/api`, /\.tsx?$/);
const paramFiles = () => sources((feature) => feature, /-params\.ts$/);

/** The code with comments and string contents blanked (same length), so that brackets can be counted. */
function blankStringsAndComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    let end = i + 1;
    if (c === '/' && (next === '/' || next === '*')) {
      const close = next === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i) + 2;
      end = close < i + 2 ? text.length : close;
      out += text.slice(i, end).replace(/[^\n]/g, ' ');
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      end = Math.min(j + 1, text.length);
      out += `${c}${' '.repeat(Math.max(0, end - i - 2))}${c}`;
    } else {
      out += c;
    }
    i = end;
  }
  return out;
}

const OPEN = '([{';
const CLOSE = ')]}';

function closingOf(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i] as string;
    if (OPEN.includes(c)) depth++;
    else if (CLOSE.includes(c) && --depth === 0) return i;
  }
  return code.length;
}

/** The top-level comma-separated parts of `code[start, end)`, as ranges. */
function splitTopLevel(code: string, start: number, end: number): [number, number][] {
  const parts: [number, number][] = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < end; i++) {
    const c = code[i] as string;
    if (OPEN.includes(c)) depth++;
    else if (CLOSE.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push([from, i]);
      from = i + 1;
    }
  }
  if (code.slice(from, end).trim() !== '') parts.push([from, end]);
  return parts;
}

/** The value of `key: value` (or of the shorthand `key`) in an object literal argument. */
function property(text: string, code: string, [start, end]: [number, number], key: string) {
  const open = code.indexOf('{', start);
  if (open === -1 || open >= end || code.slice(start, open).trim() !== '') return undefined;
  for (const [from, to] of splitTopLevel(code, open + 1, closingOf(code, open))) {
    const entry = text.slice(from, to).trim();
    if (entry === key) return key;
    if (entry.startsWith(`${key}:`)) return entry.slice(key.length + 1);
  }
  return undefined;
}

/** The `…Input` types a file imports from the contract (its index or one of its entry points). */
function contractInputs(file: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of file.matchAll(
    /import (?:type )?\{([^}]*)\} from '@dasibom\/contract(?:\/[\w-]+)?'/g,
  )) {
    for (const name of list.split(',')) {
      const bare = name.replace(/^\s*type\s+/, '').trim();
      if (bare.endsWith('Input')) names.add(bare);
    }
  }
  return names;
}

const namesContractInput = (text: string, inputs: Set<string>) =>
  [...text.matchAll(/\b[A-Z]\w*Input\b/g)].some(([name]) => inputs.has(name));

/** Why a sent value is not known to be a contract request type, or null when it is. */
function problem(value: string, file: string): string | null {
  const sent = value.trim();
  if (sent === '' || sent === 'undefined') return null;
  const inputs = contractInputs(file);
  const code = blankStringsAndComments(sent);
  let literals = 0;
  for (let i = code.indexOf('{'); i !== -1; i = code.indexOf('{', closingOf(code, i))) {
    literals++;
    const checked = /^\s*satisfies\s+(\w+)/.exec(sent.slice(closingOf(code, i) + 1));
    if (!inputs.has(checked?.[1] ?? '')) return 'an object literal without `satisfies` a contract …Input';
  }
  if (literals > 0) return null;
  if (/^[A-Za-z_$][\w$]*$/.test(sent)) {
    // A parameter or a variable: declared with a contract type, or a multipart form.
    const declared = new RegExp(
      `(?:[(,]\\s*|\\b(?:const|let)\\s+)${sent}\\??\\s*(?::\\s*([\\w.<>|' ]+)|=\\s*new FormData\\(\\))`,
    ).exec(file);
    const type = declared?.[1]?.trim();
    if (declared && (type === undefined || type === 'FormData' || namesContractInput(type, inputs)))
      return null;
    return `\`${sent}\` is not declared as a contract …Input type`;
  }
  const call = /^(\w+)\(/.exec(sent);
  if (call && new RegExp(`function ${call[1]}\\([^]*?\\): FormData \\{`).test(file)) return null;
  return `\`${sent}\` is not a contract …Input type`;
}

/** Every body and query an operation's file hands to the api client, with its line. */
function sentValues({ name, text }: Source): { where: string; value: string }[] {
  const code = blankStringsAndComments(text);
  const sent: { where: string; value: string }[] = [];
  for (const match of code.matchAll(/\bapi(Get|Post|Put|Patch|Delete|Request)\(/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const args = splitTopLevel(code, open + 1, closingOf(code, open));
    const where = `${name}:${text.slice(0, match.index).split('\n').length}`;
    const add = (value: string | undefined) => {
      if (value !== undefined) sent.push({ where, value });
    };
    const [, options, third, extra] = args;
    if (match[1] === 'Request') {
      if (options) add(property(text, code, options, 'body'));
      if (options) add(property(text, code, options, 'query'));
    } else {
      if (third) add(text.slice(third[0], third[1]));
      if (extra) add(property(text, code, extra, 'query'));
    }
  }
  return sent;
}

describe('request types', () => {
  it('are not written by hand in the web (the contract has them)', () => {
    const handWritten: string[] = [];
    const check = (files: Source[], suffixes: string) => {
      const declaration = new RegExp(`^(?:export )?(?:type|interface) (\\w+(?:${suffixes}))\\b([^;]*)`, 'gm');
      for (const { name, text } of files) {
        const inputs = contractInputs(text);
        for (const [, type, definition = ''] of text.matchAll(declaration)) {
          // An alias or a derivation names the contract's type before its first `;`; a hand-written one does not.
          if (!namesContractInput(definition, inputs)) handWritten.push(`${name}: ${type}`);
        }
      }
    };
    check(apiFiles(), 'Request|Input|Body|Query|Params');
    // The address's own state (`XParams`) is not a request.
    check(paramFiles(), 'Request|Input|Body|Query');
    expect(handWritten).toEqual([]);
  });

  it('are what every operation sends as a body or query', () => {
    const files = apiFiles();
    const sent = files.flatMap((file) => sentValues(file).map((value) => ({ ...value, file: file.text })));
    const unchecked = sent.flatMap(({ where, value, file }) => {
      const why = problem(value, file);
      return why ? [`${where}: ${why}`] : [];
    });
    expect(unchecked).toEqual([]);
    // The scan still finds the calls (a renamed helper would leave the check above nothing to look at).
    expect(sent.filter(({ value }) => value.trim() !== 'undefined').length).toBeGreaterThanOrEqual(30);
  });

  it('refuses a hand-written type and an unchecked literal', () => {
    const file = [
      "import type { LogoutRequestInput } from '@dasibom/contract';",
      'type LoginInput = { loginId: string };',
      'export function login(input: LoginInput) {',
      "  return apiPost('/v1/login', Schema, input);",
      '}',
      'export function logout(refreshToken: string) {',
      "  return apiPost('/v1/logout', Schema, { refreshToken } satisfies LogoutRequestInput, {",
      '    query: { all: true },',
      '  });',
      '}',
    ].join('\n');
    expect(sentValues({ name: 'x.ts', text: file }).map(({ value }) => problem(value, file))).toEqual([
      '`input` is not declared as a contract …Input type',
      null,
      'an object literal without `satisfies` a contract …Input',
    ]);
  });
});
