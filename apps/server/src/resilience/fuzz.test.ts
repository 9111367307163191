import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { isErrorCode } from '@dasibom/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUnsubscribeToken } from '../features/reminders/service.ts';
import { fromRoot } from '../paths.ts';
import * as fixtures from '../sync/fixture-sources.ts';
import { runSync } from '../sync/run-sync.ts';
import { bearer, createMember, DEFAULT_PASSWORD, login, memberRow } from '../test/accounts.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { routeCases } from '../test/routes.ts';

const { courseSourceOf, createMemoryLog, fixtureCourse, fixturePosting, postingSourceOf } = fixtures;

/**
 * Route-wide fuzzing (issue 25; SECURITY.md "Bad input"). Every operation of the OpenAPI document — and every API
 * route the router knows, so a route missing from the document is fuzzed too — gets requests generated from its own
 * JSON schemas (path parameters, query, JSON body; a multipart form for multipart routes): values near the schema
 * with edge cases, and wrong ones (types, lengths, unicode, numbers, enum labels, malformed JSON and multipart,
 * wrong content types, over-limit bodies). Each request goes out as a visitor and as a member who has data, so ids
 * exist. Asserted: every request is answered (within 5 s), never with a 5xx; every 4xx is the one error envelope; a
 * rejected request changes no row a member can change and no uploaded file; after an operation wrote, every read
 * operation still answers with what it stored.
 * No table of routes: a new route is fuzzed from its schema (only the member's setup calls a few routes by name).
 *
 * Seeded: `FUZZ_SEED` (fast-check prints seed and path of a failure) and `FUZZ_RUNS` runs per operation. The totals
 * go to `.test-results/fuzz-stats.json` for docs/reliability.md.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 250_525);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
if (!Number.isInteger(SEED) || !Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error('FUZZ_SEED must be an integer and FUZZ_RUNS a positive integer');
}
const STATS_FILE = fromRoot('.test-results/fuzz-stats.json');

// ——— JSON schema → fast-check ———

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
};

/**
 * What generators reach for besides the schema: values that exist for the member (ids, keys, tokens) and, by field
 * name, the member's own values (a `trprId` from its scraps, a `nickname` from its row). `strict` requests keep to
 * these and to valid shapes so that they get past validation into the services; the rest mix in wrong values.
 */
type Gen = { ints: number[]; strings: string[]; byName: Map<string, unknown[]>; strict: boolean };

/** Number text JSON.stringify cannot produce (`1e309`, 30 digits, `-0`): sent verbatim in JSON, query and path. */
class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `raw(${this.text})`;
  }
}

const HUGE = 'x'.repeat(100_000);
const WEIRD_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u202Eolleh',
  'abc\u202Egnp.exe',
  'e\u0301\u0302\u0303\u0304\u0305',
  '\u0301',
  '한\u0300\u0301',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈'.repeat(40),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\uD83D',
  '\uDE00',
  'a\uD800b',
  '\uFEFF',
  '\u200B\u200D',
  '\uFFFF\uFFFE',
  '\u2028\u2029\u0085',
  '\u3164\u115F',
  'ＡＢＣ１２３',
  '١٢٣',
  'İßﬀK',
  '%00',
  '%',
  '../../etc/passwd',
  "'; drop table members; --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '9007199254740993',
  '1e309',
  '0x1F',
  ' 1',
  '가'.repeat(300),
  'x'.repeat(10_000),
  HUGE,
];
const NUMBERS = [
  -1,
  0,
  -0,
  1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];
const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '1e-400',
  '123456789012345678901234567890',
  '-0',
  '1.0',
  '2147483648',
  '-2147483649',
  '9007199254740993',
];

const hostileString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...WEIRD_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 1000 }) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)),
  fc.integer(),
  fc.double(),
);
const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileAny: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

/** `allOf` folded into one schema; every pattern kept (zod's refinements become one `allOf` entry each). */
function flatten(schema: JsonSchema): { base: JsonSchema; patterns: string[] } {
  const { allOf, ...rest } = schema;
  let base: JsonSchema = rest;
  const patterns = schema.pattern ? [schema.pattern] : [];
  for (const part of allOf ?? []) {
    const inner = flatten(part);
    base = { ...inner.base, ...base };
    patterns.push(...inner.patterns);
  }
  return { base, patterns };
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  let max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function pick<T>(values: T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return values.length > 0 ? fc.constantFrom(...values) : fallback;
}

/** `newNickName` → `nickname`, `jobIds` → `jobid`: the spelling under which the member's own values are kept. */
function nameKeys(name: string): string[] {
  const plain = name.replace(/\[\]$/, '');
  const bare = plain.replace(/^(new|current)(?=[A-Z])/, '');
  return [...new Set([plain, bare, bare.replace(/s$/, '')].map((n) => n.toLowerCase()))];
}

/** The member's own values for a field of this name (exact, or a known name it ends with: `trastartdate`). */
function hintsFor(gen: Gen, name: string): unknown[] {
  const keys = nameKeys(name);
  const out: unknown[] = [];
  for (const [known, values] of gen.byName) {
    if (keys.some((key) => key === known || (known.length >= 4 && key.endsWith(known)))) out.push(...values);
  }
  return out;
}

function nearString(schema: JsonSchema, patterns: string[], gen: Gen, name: string): fc.Arbitrary<unknown> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const hints = hintsFor(gen, name)
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map(String);
  if (gen.strict && hints.length > 0) return fc.constantFrom(...hints);
  const options: fc.WeightedArbitrary<unknown>[] = [
    {
      weight: 2,
      arbitrary: fc.string({ minLength: Math.min(min, 40), maxLength: Math.max(min, Math.min(max, 40)) }),
    },
    { weight: 2, arbitrary: pick(gen.strings, fc.string()) },
  ];
  if (hints.length > 0) options.push({ weight: 6, arbitrary: fc.constantFrom(...hints) });
  for (const pattern of patterns) {
    try {
      const regex = new RegExp(pattern);
      options.push({ weight: 4, arbitrary: fc.stringMatching(regex).map((text) => text.slice(0, max)) });
    } catch {
      // A pattern JavaScript cannot compile is still fuzzed by the other generators.
    }
  }
  // Exactly at the length limits, counted in UTF-16 units (what zod counts) with multi-unit characters too.
  const edges = [
    'a'.repeat(min),
    'a'.repeat(Math.min(max, 70_000)),
    '가'.repeat(Math.min(max, 30_000)),
    '👍'.repeat(Math.floor(Math.min(max, 70_000) / 2)),
    'e\u0301'.repeat(Math.floor(Math.min(max, 70_000) / 2)),
  ];
  options.push({ weight: 1, arbitrary: fc.constantFrom(...edges) });
  if (/mail/i.test(name) || schema.format === 'email')
    options.push({ weight: 3, arbitrary: fc.emailAddress() });
  if (/date/i.test(name) || schema.format === 'date') {
    const day = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    options.push({ weight: 3, arbitrary: day });
    options.push({ weight: 1, arbitrary: day.map((text) => text.replaceAll('-', '/')) });
    options.push({
      weight: 1,
      arbitrary: fc.constantFrom('2026-02-30', '0000-00-00', '9999-99-99', '2026-13-01'),
    });
  }
  return fc.oneof(...options);
}

function nearInteger(schema: JsonSchema, gen: Gen, name: string): fc.Arbitrary<unknown> {
  const { min, max } = integerBounds(schema);
  const inRange = (n: number) => Number.isInteger(n) && n >= min && n <= max;
  const hints = hintsFor(gen, name).map(Number).filter(inRange);
  if (gen.strict && hints.length > 0) return fc.constantFrom(...hints);
  const edges = [min, min + 1, max - 1, max, 0, 1].filter(inRange);
  return fc.oneof(
    { weight: hints.length > 0 ? 6 : 0, arbitrary: pick(hints, fc.constant(min)) },
    { weight: gen.strict ? 8 : 4, arbitrary: pick(gen.ints.filter(inRange), fc.constant(min)) },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.integer({ min: Math.max(min, -100), max: Math.min(max, 100) }) },
  );
}

function near(schema: JsonSchema, gen: Gen, depth: number, name: string): fc.Arbitrary<unknown> {
  const { base, patterns } = flatten(schema);
  let arbitrary: fc.Arbitrary<unknown>;
  const alternatives = base.anyOf ?? base.oneOf;
  const types = typesOf(base);
  if (base.const !== undefined) arbitrary = fc.constant(base.const);
  else if (base.enum && base.enum.length > 0) arbitrary = fc.constantFrom(...base.enum);
  else if (alternatives && alternatives.length > 0)
    arbitrary = fc.oneof(...alternatives.map((s) => value(s, gen, depth + 1, name)));
  else if (types.includes('string')) arbitrary = nearString(base, patterns, gen, name);
  else if (types.includes('integer')) arbitrary = nearInteger(base, gen, name);
  else if (types.includes('number'))
    arbitrary = fc.oneof(nearInteger(base, gen, name), fc.double({ noNaN: true, noDefaultInfinity: true }));
  else if (types.includes('boolean')) arbitrary = fc.boolean();
  else if (types.includes('array')) {
    const items = base.items ?? {};
    arbitrary = fc.array(value(items, gen, depth + 1, name), {
      minLength: base.minItems ?? 0,
      maxLength: Math.max(base.minItems ?? 0, Math.min(base.maxItems ?? 5, 5)),
    });
  } else if (types.includes('object') || base.properties) arbitrary = nearObject(base, gen, depth);
  else if (types.includes('null')) arbitrary = fc.constant(null);
  else arbitrary = hostileAny;
  return base.nullable && !gen.strict ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary;
}

function nearObject(schema: JsonSchema, gen: Gen, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    return fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 });
  }
  const shape = Object.fromEntries(properties.map(([key, s]) => [key, value(s, gen, depth + 1, key)]));
  const required = (schema.required ?? []).filter((key) => key in shape);
  return fc.record(shape, { requiredKeys: required });
}

/** Labels next to an enum's: other case, spacing, decomposed Hangul, a NUL, an unknown one. */
function unknownLabels(labels: unknown[]): unknown[] {
  const out: unknown[] = ['', 'UNKNOWN', 'null'];
  for (const label of labels) {
    if (typeof label !== 'string') continue;
    out.push(
      label.toLowerCase(),
      label.toUpperCase(),
      ` ${label}`,
      `${label} `,
      label.replaceAll(' ', ''),
      label.normalize('NFD'),
      `${label}\u0000`,
      `${label}\u200B`,
      [label],
    );
  }
  return out;
}

function setKey(target: Record<string, unknown>, key: string, item: unknown): Record<string, unknown> {
  // defineProperty, so that `__proto__` becomes an own key that reaches the JSON text.
  Object.defineProperty(target, key, { value: item, enumerable: true, configurable: true, writable: true });
  return target;
}

function wrong(schema: JsonSchema, gen: Gen, depth: number, name: string): fc.Arbitrary<unknown> {
  const { base } = flatten(schema);
  const types = typesOf(base);
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 3, arbitrary: hostileAny }];
  if (base.enum && base.enum.length > 0) {
    options.push({ weight: 3, arbitrary: fc.constantFrom(...unknownLabels(base.enum)) });
  }
  if (types.includes('integer') || types.includes('number')) {
    const { min, max } = integerBounds(base);
    const outside = [min - 1, max + 1, min + 0.5, -1, 0, 2 ** 53, -(2 ** 53)];
    options.push({ weight: 3, arbitrary: fc.constantFrom(...outside) });
    options.push({ weight: 1, arbitrary: fc.constantFrom(...outside.map(String)) });
  }
  if (types.includes('string')) {
    const max = base.maxLength;
    const lengths = [...(max !== undefined ? ['a'.repeat(max + 1), '가'.repeat(max + 1)] : [])];
    if ((base.minLength ?? 0) > 0) lengths.push('a'.repeat((base.minLength ?? 1) - 1));
    if (lengths.length > 0) options.push({ weight: 2, arbitrary: fc.constantFrom(...lengths) });
  }
  if (types.includes('array')) {
    const items = base.items ?? {};
    const over = (base.maxItems ?? 50) + 1;
    options.push({
      weight: 2,
      arbitrary: fc.array(near(items, gen, depth + 1, name), { minLength: over, maxLength: over + 2 }),
    });
    options.push({ weight: 2, arbitrary: fc.array(hostileAny, { maxLength: 4 }) });
  }
  if ((types.includes('object') || base.properties) && depth < 3) {
    const object = nearObject(base, gen, depth);
    const required = base.required ?? [];
    if (required.length > 0) {
      options.push({
        weight: 2,
        arbitrary: fc.tuple(object, fc.constantFrom(...required)).map(([o, key]) => {
          const copy = { ...o };
          delete copy[key];
          return copy;
        }),
      });
    }
    const extraKey = fc.constantFrom(
      '__proto__',
      'constructor',
      'memberId',
      'id',
      'isAdmin',
      '',
      '\u0000',
      'k'.repeat(500),
    );
    options.push({
      weight: 2,
      arbitrary: fc.tuple(object, extraKey, hostileAny).map(([o, key, item]) => setKey({ ...o }, key, item)),
    });
  }
  return fc.oneof(...options);
}

/** Strict: the schema's own shapes. Otherwise mostly near the schema (to reach the services), sometimes wrong. */
function value(schema: JsonSchema, gen: Gen, depth: number, name: string): fc.Arbitrary<unknown> {
  if (gen.strict) return near(schema, gen, depth, name);
  return fc.oneof(
    { weight: depth === 0 ? 4 : 8, arbitrary: near(schema, gen, depth, name) },
    { weight: 1, arbitrary: wrong(schema, gen, depth, name) },
  );
}

// ——— values → wire ———

function toJson(item: unknown, depth = 0): string {
  if (item instanceof RawJson) return item.text;
  if (item === undefined || typeof item === 'function' || typeof item === 'symbol') return 'null';
  if (typeof item === 'bigint') return item.toString();
  if (item === null || typeof item !== 'object' || depth > 20) return JSON.stringify(item) ?? 'null';
  if (Array.isArray(item)) return `[${item.map((x) => toJson(x, depth + 1)).join(',')}]`;
  const entries = Object.keys(item).map(
    (key) => `${JSON.stringify(key)}:${toJson((item as Record<string, unknown>)[key], depth + 1)}`,
  );
  return `{${entries.join(',')}}`;
}

function textOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item instanceof RawJson) return item.text;
  if (item === null || item === undefined) return 'null';
  if (typeof item === 'object') return toJson(item);
  return String(item);
}

/** Percent-encodes the UTF-8 bytes of everything but unreserved characters (a lone surrogate becomes U+FFFD). */
function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function queryText(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const key of Object.keys(query)) {
    const item = query[key];
    const items = Array.isArray(item) ? item : [item];
    for (const one of items) pairs.push(`${encode(key)}=${encode(textOf(one))}`);
  }
  return pairs.join('&');
}

/** Path segments and query strings no encoder would produce: bad escapes, invalid UTF-8, dot segments. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%2',
  '%00',
  '%2F',
  'a%2Fb',
  '..',
  '.',
  '%2e%2e',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%EF%BB%BF1',
  '1%00',
  '1;a',
  '1%3Ba',
  '1.0',
  '01',
  '+1',
  '-0',
  '1e3',
  '0x1',
  '%20',
  '1%0A',
  '%E2%80%AE1',
  '%F0%9F%98%80',
  '1'.repeat(101),
  '9'.repeat(400),
];
const RAW_QUERIES = [
  '',
  '&&&',
  '=',
  '=x',
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  'a=%ED%A0%80',
  'a=%FF',
  'a%00=1',
  'a[b]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'a=1&a=2&a=3',
  'pageNum=1&pageNum=2',
  '+++',
  `q=${'y'.repeat(100_000)}`,
  Array.from({ length: 2000 }, (_, i) => `k${i}=1`).join('&'),
];

// ——— files and multipart ———

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A valid PNG header claiming 20000×20000 pixels over a few bytes of data (a decompression bomb's shape). */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const FILES: Record<string, Buffer> = {};
async function makeFiles() {
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#6a4' } });
  const png = await image.clone().png().toBuffer();
  const jpeg = await image.clone().jpeg().toBuffer();
  const corrupt = Buffer.from(png);
  corrupt.fill(0x41, 40, 60);
  Object.assign(FILES, {
    png,
    jpeg,
    corruptPng: corrupt,
    pngHeaderOnly: png.subarray(0, 16),
    pixelBomb: pixelBomb(),
    gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    html: Buffer.from('<!doctype html><script>alert(1)</script>'),
    pdf: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n', 'latin1'),
    exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
    empty: Buffer.alloc(0),
    overFiveMegabytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
  });
}

type Part =
  | { kind: 'text'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; type: string; file: string };
const FRAMINGS = [
  'ok',
  'wrong-boundary',
  'no-boundary',
  'truncated',
  'no-closing',
  'no-disposition',
  'nameless-part',
  'attachment-part',
  'broken-name',
  'many-parts',
  'many-files',
  'lf-only',
  'long-boundary',
  'mixed',
  'json',
  'empty',
] as const;
type Framing = (typeof FRAMINGS)[number];

/** Parts a form parser skips, and their sizes: each larger than a stream's default 16 KiB buffer. */
const SKIPPED_PARTS: Partial<Record<Framing, { head: string; size: number }>> = {
  'nameless-part': { head: 'Content-Type: text/plain', size: 20_000 },
  'attachment-part': { head: 'Content-Disposition: attachment; filename="a.txt"', size: 70_000 },
  'broken-name': { head: 'Content-Disposition: form-data; name="a\nb"', size: 1_000_000 },
};

function multipartBody(parts: Part[], framing: Framing): { contentType: string; payload: Buffer } {
  if (framing === 'json')
    return { contentType: 'application/json', payload: Buffer.from('{"todoTitle":"할 일"}') };
  const boundary = framing === 'long-boundary' ? 'b'.repeat(200) : '----fuzz7MA4YWxkTrZu0gW';
  const eol = framing === 'lf-only' ? '\n' : '\r\n';
  let list = parts;
  if (framing === 'many-parts') {
    list = [
      ...parts,
      ...Array.from({ length: 30 }, (_, i): Part => ({ kind: 'text', name: `f${i}`, value: 'x' })),
    ];
  }
  if (framing === 'many-files') {
    const file = (name: string): Part => ({
      kind: 'file',
      name,
      filename: 'a.png',
      type: 'image/png',
      file: 'png',
    });
    const name = parts.find((p) => p.kind === 'file')?.name ?? 'images';
    list = [...parts, ...Array.from({ length: 7 }, () => file(name))];
  }
  const chunks: Buffer[] = [];
  // A part the parser skips (no form-data disposition, or a name with a bare line break) once left every multipart
  // route without an answer when it was larger than the parser's part buffer (plugins/uploads.ts).
  const skipped = SKIPPED_PARTS[framing];
  if (skipped) {
    chunks.push(
      Buffer.from(`--${boundary}${eol}${skipped.head}${eol}${eol}${'a'.repeat(skipped.size)}${eol}`),
    );
  }
  list.forEach((part, index) => {
    let head =
      part.kind === 'text'
        ? `Content-Disposition: form-data; name="${part.name}"`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"${eol}Content-Type: ${part.type}`;
    if (framing === 'no-disposition' && index === 0) head = 'Content-Type: text/plain';
    chunks.push(Buffer.from(`--${boundary}${eol}${head}${eol}${eol}`));
    chunks.push(part.kind === 'text' ? Buffer.from(part.value) : (FILES[part.file] ?? Buffer.alloc(0)));
    chunks.push(Buffer.from(eol));
  });
  if (framing !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--${eol}`));
  let payload = framing === 'empty' ? Buffer.alloc(0) : Buffer.concat(chunks);
  if (framing === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const contentType =
    framing === 'no-boundary'
      ? 'multipart/form-data'
      : framing === 'wrong-boundary'
        ? 'multipart/form-data; boundary=something-else'
        : framing === 'mixed'
          ? `multipart/mixed; boundary=${boundary}`
          : `multipart/form-data; boundary=${boundary}`;
  return { contentType, payload };
}

/** Text for a form field: the member's own value for its name, plausible form values, or hostile text. */
function formText(gen: Gen, name: string): fc.Arbitrary<string> {
  const hints = hintsFor(gen, name)
    .filter((v) => typeof v !== 'object')
    .map(String);
  // What a browser form would send for a field of this name.
  const plausible = /link|url|href/i.test(name)
    ? fc.constantFrom('https://example.com/a?b=c', 'http://example.com', '')
    : /date/i.test(name)
      ? fc.constantFrom('2026-07-01', '2027-03-31', '')
      : /^(is|has|can)[A-Z]/.test(name)
        ? fc.constantFrom('true', 'false')
        : fc.constantFrom('할 일', '메모를 남겨요', 'true', '1');
  if (gen.strict) return hints.length > 0 ? fc.oneof(fc.constantFrom(...hints), plausible) : plausible;
  return fc.oneof(
    { weight: hints.length > 0 ? 3 : 0, arbitrary: pick(hints, fc.constant('')) },
    { weight: 3, arbitrary: plausible },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'javascript:alert(1)',
        'ftp://x',
        '2026-02-30',
        '2026/07/01',
        'TRUE',
        ...gen.strings,
      ),
    },
    { weight: 3, arbitrary: hostileString.filter((s) => s.length < 40_000) },
    { weight: 1, arbitrary: fc.constant('가'.repeat(12_000)) },
  );
}

/**
 * Multipart forms: each documented field at most once, as text or as a file (an image, or one whose magic bytes
 * are wrong), plus stray parts with hostile names; mostly framed right, sometimes broken.
 */
function multipartArbitrary(names: string[], gen: Gen, forced?: Framing): fc.Arbitrary<Body> {
  const known = names.length > 0 ? names : ['file'];
  const files = Object.keys(FILES);
  const file = gen.strict
    ? fc.constantFrom('png', 'jpeg')
    : fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('png', 'jpeg') },
        { weight: 2, arbitrary: fc.constantFrom(...files) },
      );
  const filePart = (name: fc.Arbitrary<string>) =>
    fc.record({
      kind: fc.constant('file' as const),
      name,
      filename: gen.strict
        ? fc.constantFrom('a.png', 'photo.jpg')
        : fc.constantFrom(
            'a.png',
            'photo.jpg',
            '',
            '../../a.png',
            'a\u202Egnp.exe',
            '🙂.webp',
            'f'.repeat(300),
          ),
      type: gen.strict
        ? fc.constantFrom('image/png', 'image/jpeg')
        : fc.constantFrom(
            'image/png',
            'image/jpeg',
            'image/svg+xml',
            'text/html',
            'application/octet-stream',
          ),
      file,
    });
  // A documented name that reads like a file field (`images`, `newImages`, not `deleteImages`) gets a file, the rest
  // text (the other way round now and then).
  const documentedPart = (n: string): fc.Arbitrary<Part> => {
    const text = formText(gen, n).map((v): Part => ({ kind: 'text', name: n, value: v }));
    const upload = filePart(fc.constant(n));
    const isFile = /(image|file|photo|picture)s?$/i.test(n) && !/^(delete|remove)/.test(n);
    if (gen.strict) return isFile ? upload : text;
    return fc.oneof(
      { weight: isFile ? 1 : 4, arbitrary: text },
      { weight: isFile ? 4 : 1, arbitrary: upload },
    );
  };
  const documented = fc
    .tuple(...known.map((n) => fc.option(documentedPart(n), { nil: undefined, freq: 3 })))
    .map((parts) => parts.filter((p): p is Part => p !== undefined));
  const strayName = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known).map((n) => `${n}[]`) },
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('', '\u0000', 'a"b', 'a\r\nX-Injected: 1', 'n'.repeat(300), '한글'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const stray = fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('text' as const), name: strayName, value: formText(gen, '') }),
      filePart(strayName),
    ),
    { maxLength: gen.strict ? 0 : 3 },
  );
  const framing = forced
    ? fc.constant(forced)
    : gen.strict
      ? fc.constant<Framing>('ok')
      : fc.oneof(
          { weight: 6, arbitrary: fc.constant<Framing>('ok') },
          { weight: 1, arbitrary: fc.constantFrom(...FRAMINGS) },
        );
  return fc.tuple(documented, stray, framing).map(([d, x, f]) => ({
    ...multipartBody([...d, ...x], f),
    describe: `${f} ${JSON.stringify([...d, ...x])}`,
  }));
}

// ——— JSON bodies ———

type Body = { contentType?: string; payload: string | Buffer; describe?: string };

const MALFORMED: ((json: string) => string)[] = [
  (s) => s.slice(0, Math.floor(s.length / 2)),
  (s) => `${s}garbage`,
  (s) => `${s}}`,
  (s) => `${s},`,
  (s) => `\uFEFF${s}`,
  (s) => s.replace(':', '='),
  (s) => `${s}\u0000`,
  () => '{',
  () => '{"a":',
  () => '[',
  () => '',
  () => ' ',
  () => 'nul',
  () => 'NaN',
  () => "{'a':1}",
  () => '{"a":1,}',
  () => '{"a":1}{"b":2}',
  () => '"\\ud800"',
  () => '\u0000',
  () => '1e309',
  () => '{"__proto__":{"polluted":1}}',
  () => '{"constructor":{"prototype":{"polluted":1}}}',
  () => `${'['.repeat(5000)}${']'.repeat(5000)}`,
  () => `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  () => `{"a":"${'x'.repeat(70_000)}"}`,
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/merge-patch+json',
  'application/xml',
  'image/png',
  'application/json, text/plain',
  '*/*',
  'APPLICATION/JSON',
  ';',
];

function jsonBodyArbitrary(schema: JsonSchema | undefined, gen: Gen): fc.Arbitrary<Body> {
  const item = schema ? value(schema, gen, 0, 'body') : hostileAny;
  const proper = item.map((v) => ({ contentType: 'application/json', payload: toJson(v) }));
  if (gen.strict) return proper;
  return fc.oneof(
    { weight: 10, arbitrary: proper },
    {
      weight: 2,
      arbitrary: fc
        .tuple(item, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([v, contentType]) => ({ contentType, payload: toJson(v) })),
    },
    { weight: 1, arbitrary: item.map((v) => ({ payload: toJson(v) })) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(item, fc.constantFrom(...MALFORMED.keys()))
        .map(([v, i]) => ({ contentType: 'application/json', payload: MALFORMED[i]!(toJson(v)) })),
    },
  );
}

// ——— operations ———

type Operation = {
  method: string;
  pattern: string;
  params: Record<string, JsonSchema>;
  query?: JsonSchema;
  body?: JsonSchema;
  /** Field names a multipart route documents (words of its summary and description). */
  multipart?: string[];
  /** No bearer security in the document: a visitor may read it (reads are sent back as a visitor too). */
  isPublic: boolean;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };
type RouteSchema = { consumes?: string[]; summary?: string; description?: string };

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function operationsOf(document: OpenApiDocument, app: FastifyInstance): Operation[] {
  const definitions = app.routeDefinitions as unknown as {
    method: string | string[];
    url: string;
    schema?: RouteSchema;
  }[];
  const routeSchema = (method: string, pattern: string) =>
    definitions.find((d) => d.url === pattern && [d.method].flat().includes(method))?.schema;
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    const pattern = path.replace(/\{([^}]+)\}/g, ':$1');
    if (pattern.startsWith('/v1/test/')) continue;
    for (const [lower, op] of Object.entries(item)) {
      if (!METHODS.has(lower)) continue;
      const method = lower.toUpperCase();
      const parameters = op.parameters ?? [];
      const params = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? { type: 'string' }]),
      );
      const queryParameters = parameters.filter((p) => p.in === 'query');
      const query: JsonSchema | undefined =
        queryParameters.length > 0
          ? {
              type: 'object',
              properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema ?? {}])),
              required: queryParameters.filter((p) => p.required).map((p) => p.name),
            }
          : undefined;
      const content = op.requestBody?.content ?? {};
      const schema = routeSchema(method, pattern);
      const isMultipart =
        'multipart/form-data' in content || (schema?.consumes ?? []).includes('multipart/form-data');
      const text = `${op.summary ?? ''} ${op.description ?? ''} ${Object.keys(content['multipart/form-data']?.schema?.properties ?? {}).join(' ')}`;
      operations.set(`${method} ${pattern}`, {
        method,
        pattern,
        params,
        query,
        body: content['application/json']?.schema,
        multipart: isMultipart ? [...new Set(text.match(/\b[a-z][A-Za-z]{2,}\b/g) ?? [])] : undefined,
        isPublic: (op.security ?? []).length === 0,
      });
    }
  }
  // A route left out of the document is still fuzzed, with generic values for its parameters.
  for (const route of routeCases(app, 'api')) {
    if (route.method === 'HEAD' || route.pattern.startsWith('/v1/test/')) continue;
    const key = `${route.method} ${route.pattern}`;
    if (operations.has(key)) continue;
    const names = [...route.pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
    const schema = routeSchema(route.method, route.pattern);
    operations.set(key, {
      method: route.method,
      pattern: route.pattern,
      params: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
      multipart: (schema?.consumes ?? []).includes('multipart/form-data')
        ? [
            ...new Set(
              `${schema?.summary ?? ''} ${schema?.description ?? ''}`.match(/\b[a-z][A-Za-z]{2,}\b/g) ?? [],
            ),
          ]
        : undefined,
      isPublic: true,
    });
  }
  return [...operations.values()];
}

// ——— requests ———

type FuzzRequest = { method: string; url: string; visitorAuth?: string } & Partial<Body>;

const VISITOR_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer abc.def.ghi',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Basic Zm9vOmJhcg==',
  `Bearer ${'a'.repeat(5000)}`,
  'bearer null',
];

function describeRequest(request: FuzzRequest): string {
  const payload = request.payload;
  const preview =
    payload === undefined
      ? ''
      : ` body(${payload.length}${typeof payload === 'string' ? ' chars' : ' bytes'})=${JSON.stringify(
          (request.describe ?? payload.toString()).slice(0, 600),
        )}`;
  const auth = request.visitorAuth
    ? ` visitor-authorization=${JSON.stringify(request.visitorAuth.slice(0, 60))}`
    : '';
  const type =
    request.contentType !== undefined ? ` content-type=${JSON.stringify(request.contentType)}` : '';
  return `${request.method} ${request.url.slice(0, 600)}${type}${auth}${preview}`;
}

/** `/v1/my-dream/todo-group/:id` → `todoGroupId`: an `id` is named after the segment before it. */
function paramName(pattern: string, name: string): string {
  if (name !== 'id') return name;
  const before = pattern.split('/').at(pattern.split('/').indexOf(`:${name}`) - 1) ?? '';
  return `${before.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Id`;
}

function requestOf(op: Operation, gen: Gen, framing?: Framing): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(op.params);
  const segment = (schema: JsonSchema, name: string) => {
    const nearby = near(schema, gen, 1, paramName(op.pattern, name)).map((v) => encode(textOf(v)));
    if (gen.strict) return nearby;
    return fc.oneof(
      { weight: 6, arbitrary: nearby },
      { weight: 2, arbitrary: wrong(schema, gen, 1, name).map((v) => encode(textOf(v))) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
  };
  const path = fc
    .tuple(...names.map((n) => segment(op.params[n]!, n)))
    .map((segments) => names.reduce((p, n, i) => p.replace(`:${n}`, segments[i]!), op.pattern));
  const generic = fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 });
  const queryObject = op.query ? value(op.query, gen, 0, 'query') : generic;
  const asText = queryObject.map((q) => queryText((q ?? {}) as Record<string, unknown>));
  const query = gen.strict
    ? op.query
      ? asText
      : fc.constant('')
    : fc
        .tuple(
          fc.oneof(
            { weight: op.query ? 9 : 1, arbitrary: asText },
            { weight: op.query ? 0 : 6, arbitrary: fc.constant('') },
            { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
          ),
          fc.oneof(
            { weight: 9, arbitrary: fc.constant('') },
            { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
          ),
        )
        .map(([q, extra]) => [q, extra].filter(Boolean).join('&'));
  const isRead = op.method === 'GET';
  const method = isRead
    ? fc.oneof({ weight: 5, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constant('HEAD') })
    : fc.constant(op.method);
  const none = fc.constant(undefined);
  const body: fc.Arbitrary<Body | undefined> = op.multipart
    ? gen.strict
      ? multipartArbitrary(op.multipart, gen, framing)
      : fc.oneof(
          { weight: 10, arbitrary: multipartArbitrary(op.multipart, gen) },
          { weight: 1, arbitrary: jsonBodyArbitrary(undefined, gen) },
          { weight: 1, arbitrary: none },
        )
    : op.body
      ? jsonBodyArbitrary(op.body, gen)
      : gen.strict
        ? none
        : fc.oneof(
            { weight: isRead ? 19 : 3, arbitrary: none },
            { weight: 1, arbitrary: jsonBodyArbitrary(undefined, gen) },
          );
  const visitorAuth = gen.strict
    ? fc.constant(undefined)
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...VISITOR_AUTH) },
      );
  return fc.tuple(method, path, query, body, visitorAuth).map(([m, p, q, b, auth]) => {
    const request: FuzzRequest = { method: m, url: q ? `${p}?${q}` : p, ...(b ?? {}), visitorAuth: auth };
    if (m === 'HEAD') {
      delete request.payload;
      delete request.contentType;
    }
    // fast-check prints a counterexample through this: the exact request, without megabytes of payload.
    return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
  });
}

/** One request in three keeps to valid shapes and the member's own values; the rest mix in every kind of wrong. */
function requestArbitrary(op: Operation, pools: Omit<Gen, 'strict'>): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: requestOf(op, { ...pools, strict: true }) },
    { weight: 2, arbitrary: requestOf(op, { ...pools, strict: false }) },
  );
}

// ——— the app, its members and the state a member can change ———

const t = await buildTestApp();
const NOW = new Date('2026-06-10T12:00:00+09:00');

let ipCounter = 0;
/** A fresh address per request: the global per-IP limit and the login throttles' per-IP counters never pile up. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

const TRACKED_TABLES = [
  'members',
  'todo_groups',
  'todos',
  'todo_images',
  'todo_group_views',
  'recruit_scraps',
  'training_scraps',
  'calendar_feeds',
  'questionnaire_answers',
  'reminder_sends',
  'refresh_tokens',
  'verification_grants',
];
// Row count and a hash of every row's text, per table: the tables are small in a test database, so the whole table
// is cheaper to hash than to reason about which rows a request could reach. Bookkeeping a rejected request is meant
// to write (login throttles, code attempts, rate counters) lives in other tables.
const SNAPSHOT = sql.raw(
  `select ${TRACKED_TABLES.map(
    (table) =>
      `(select count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${table} r) as "${table}"`,
  ).join(', ')}`,
);

function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true }).length;
  } catch {
    return 0;
  }
}

async function snapshot(): Promise<Record<string, string>> {
  const result = (await t.db.execute(SNAPSHOT)) as unknown as { rows: Record<string, string>[] };
  return { ...result.rows[0], uploads: String(countFiles(t.config.uploadDir)) };
}

type Member = { id: number; token: string; gen: Omit<Gen, 'strict'> };
type Seeded = {
  id: number;
  token: string;
  loginId: string;
  nickname: string;
  email: string;
  groupId: number;
};

let passwordHash: string | undefined;
async function call(token: string, method: 'POST' | 'PATCH', url: string, payload?: object | FormData) {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
}

/** A member with a to-do group of starter to-dos (one with an image). */
async function newMember(): Promise<Seeded> {
  const member = await createMember(t, passwordHash ? { passwordHash } : {});
  passwordHash ??= (await memberRow(t, member.id))?.passwordHash;
  const { accessToken } = await login(t, member, nextIp());
  const { todoGroupId } = await call(accessToken, 'POST', '/v1/my-dream/job/1');
  const form = new FormData();
  form.append('todoTitle', '사진 있는 할 일');
  form.append('images', new Blob([FILES.png!], { type: 'image/png' }), 'a.png');
  await call(accessToken, 'POST', `/v1/my-dream/todo-group/${todoGroupId}`, form);
  return { ...member, token: accessToken, groupId: todoGroupId };
}

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Every value of the member's rows (and the postings and courses), by column name in the API's camelCase; a row's
 * id also as `<table>Id` and `<last word>Id` (`todoGroupId`, `groupId`), so a field finds the member's own value.
 */
async function harvest(memberId: number): Promise<{ byName: Map<string, unknown[]>; ids: number[] }> {
  const mine = sql`select id from todo_groups where member_id = ${memberId}`;
  const result = (await t.db.execute(sql`select json_build_object(
    'member', (select json_agg(r) from members r where id = ${memberId}),
    'todo_group', (select json_agg(r) from todo_groups r where member_id = ${memberId}),
    'todo', (select json_agg(r) from todos r where group_id in (${mine})),
    'todo_image', (select json_agg(r) from todo_images r
                   where todo_id in (select id from todos where group_id in (${mine}))),
    'recruit_scrap', (select json_agg(r) from recruit_scraps r where member_id = ${memberId}),
    'training_scrap', (select json_agg(r) from training_scraps r where member_id = ${memberId}),
    'posting', (select json_agg(r) from postings r),
    'course', (select json_agg(r) from courses r)
  ) as harvest`)) as unknown as { rows: { harvest: unknown }[] };
  const raw = result.rows[0]?.harvest;
  const tables = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<
    string,
    Record<string, unknown>[] | null
  >;
  const byName = new Map<string, unknown[]>();
  const ids: number[] = [];
  const add = (name: string, item: unknown) => {
    if (item === null || typeof item === 'object') return;
    const key = name.toLowerCase();
    const list = byName.get(key) ?? [];
    if (!list.includes(item)) list.push(item);
    byName.set(key, list);
  };
  for (const [table, rows] of Object.entries(tables)) {
    const last = table.split('_').at(-1) ?? table;
    for (const row of rows ?? []) {
      for (const [column, item] of Object.entries(row)) {
        if (column !== 'id') {
          add(camel(column), item);
          continue;
        }
        add(`${camel(table)}Id`, item);
        add(`${last}Id`, item);
        add(last, item);
        if (typeof item === 'number' && table !== 'member') ids.push(item);
      }
    }
  }
  return { byName, ids };
}

let neighbour: Seeded;
let neighbourIds: number[] = [];

/** A member with data — a to-do group, to-dos, an image, a scrap of each kind, a calendar feed — and its values. */
async function provisionMember(): Promise<Member> {
  const member = await newMember();
  await call(member.token, 'POST', '/v1/scrap/recruit/R1');
  await call(member.token, 'POST', '/v1/scrap/training', {
    trprId: 'C1',
    trprDegr: '1',
    trainstCstId: 'INST-1',
    traStartDate: '2026/07/01',
    traEndDate: '2026/07/31',
  });
  const feed = (await call(member.token, 'POST', '/v1/member/calendar-feed')) as { url: string };
  const feedFile = new URL(feed.url).pathname.split('/').at(-1) ?? '';
  const unsubscribeToken = makeUnsubscribeToken(t.jwtSecret, member.id, NOW);
  const { byName, ids } = await harvest(member.id);
  byName.set('password', [DEFAULT_PASSWORD]);
  byName.set('token', [unsubscribeToken]);
  byName.set('file', [feedFile]);
  return {
    id: member.id,
    token: member.token,
    gen: {
      byName,
      ints: [...new Set([...ids, ...neighbourIds, member.id, 1, 2, 3])],
      strings: [
        'R1',
        'R2',
        'C1',
        'INST-1',
        feedFile,
        unsubscribeToken,
        member.loginId,
        member.nickname,
        member.email,
        DEFAULT_PASSWORD,
        neighbour.loginId,
      ],
    },
  };
}

// ——— checks ———

const stats = {
  operations: 0,
  cases: 0,
  accepted: 0,
  rejected: 0,
  fiveXX: 0,
  readBacks: 0,
  byOperation: {} as Record<string, { cases: number; accepted: number }>,
};

/** Longer than any request takes on a loaded CI machine; a request still unanswered by then never will be. */
const ANSWER_WITHIN_MS = 5_000;

async function send(request: FuzzRequest, who: 'visitor' | 'member', member: Member) {
  const headers: Record<string, string> = {};
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  if (who === 'member') Object.assign(headers, bearer(member.token));
  else if (request.visitorAuth) headers.authorization = request.visitorAuth;
  let timer: NodeJS.Timeout | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`${who}: ${describeRequest(request)} → no answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    const res = await Promise.race([
      t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        remoteAddress: nextIp(),
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
      unanswered,
    ]);
    if (res.statusCode >= 500) stats.fiveXX += 1;
    return res;
  } finally {
    clearTimeout(timer);
  }
}

function checkAnswer(request: FuzzRequest, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400 || request.method === 'HEAD') return undefined;
  let body: { success?: unknown; code?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    return `a ${res.statusCode} whose body is not JSON (${res.headers['content-type']})`;
  }
  if (body.success !== false) return `a ${res.statusCode} without success:false`;
  if (!isErrorCode(body.code))
    return `a ${res.statusCode} whose code ${JSON.stringify(body.code)} is not in the contract`;
  if (typeof body.message !== 'string' || !/[가-힣]/.test(body.message))
    return `a ${res.statusCode} without a Korean message (${JSON.stringify(body.message)})`;
  return undefined;
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((key) => before[key] !== after[key]);
}

/**
 * What the fuzzer stored must read back: every read operation, with the member's values as they are now (the ids
 * of rows the fuzzer created included), as the member and — for public reads — as a visitor. A value the schemas let
 * in but a response schema or a query cannot take shows up here as a 5xx.
 */
async function readBack(member: Member, after: string) {
  const { byName, ids } = await harvest(member.id);
  const gen: Gen = {
    byName: new Map([...member.gen.byName, ...byName]),
    ints: [...new Set([...ids, ...member.gen.ints])],
    strings: member.gen.strings,
    strict: true,
  };
  for (const op of operations.filter((o) => o.method === 'GET')) {
    const samples = fc.sample(requestOf(op, gen), {
      seed: SEED,
      numRuns: Object.keys(op.params).length > 0 ? 2 : 1,
    });
    for (const request of samples) {
      for (const who of op.isPublic ? (['member', 'visitor'] as const) : (['member'] as const)) {
        const res = await send(request, who, member);
        stats.readBacks += 1;
        const problem = checkAnswer(request, res);
        if (problem) {
          throw new Error(
            `reading back after ${after}, ${who}: ${describeRequest(request)} → ${problem}: ${res.body.slice(0, 500)}`,
          );
        }
      }
    }
  }
}

beforeAll(async () => {
  t.clock.set(NOW);
  // Postings and courses to scrap (the test database holds reference data only).
  const sync = await runSync({
    db: t.db,
    clock: t.clock,
    sources: {
      postings: postingSourceOf([
        fixturePosting({ externalId: 'R1', expiresAt: new Date('2026-06-20T23:59:59+09:00') }),
        fixturePosting({ externalId: 'R2', occupationId: 2, locations: ['부산 해운대구'] }),
      ]),
      courses: courseSourceOf([
        fixtureCourse({ trprId: 'C1' }),
        fixtureCourse({ trprId: 'C2', occupationId: 2 }),
      ]),
    },
    log: createMemoryLog(),
  });
  expect(sync.status).toBe('done');
  await makeFiles();
  neighbour = await newMember();
  // Public, so that others' lists and the community routes have something to read.
  await call(neighbour.token, 'PATCH', `/v1/my-dream/todo/${neighbour.groupId}/public-state`, {
    isPublic: true,
  });
  neighbourIds = (await harvest(neighbour.id)).ids;
});

afterAll(async () => {
  mkdirSync(dirname(STATS_FILE), { recursive: true });
  writeFileSync(STATS_FILE, `${JSON.stringify({ seed: SEED, runsPerOperation: RUNS, ...stats }, null, 2)}\n`);
  await t.settle();
  await t.close();
});

const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
const operations = operationsOf(document, t.app);
stats.operations = operations.length;

describe('route-wide fuzzing from the contract schemas', () => {
  it('finds every operation of the document and every API route of the router', () => {
    expect(operations.length).toBeGreaterThan(0);
    const api = routeCases(t.app, 'api').filter(
      (r) => r.method !== 'HEAD' && !r.pattern.startsWith('/v1/test/'),
    );
    for (const route of api) {
      expect(operations.some((op) => op.method === route.method && op.pattern === route.pattern)).toBe(true);
    }
  });

  for (const op of operations) {
    const key = `${op.method} ${op.pattern}`;
    it(`${key}: no 5xx, one error shape, no state change when rejected`, async () => {
      const member = await provisionMember();
      const counts = { cases: 0, accepted: 0 };
      stats.byOperation[key] = counts;
      let wrote = false;
      // Every broken multipart framing once, whatever the seed; then the generated requests.
      const examples: [FuzzRequest][] = op.multipart
        ? FRAMINGS.filter((f) => f !== 'ok').map((f) => [
            fc.sample(requestOf(op, { ...member.gen, strict: true }, f), { seed: SEED, numRuns: 1 })[0]!,
          ])
        : [];
      let before = await snapshot();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, member.gen), async (request) => {
          for (const who of ['visitor', 'member'] as const) {
            const res = await send(request, who, member);
            stats.cases += 1;
            counts.cases += 1;
            if (res.statusCode >= 400 && res.statusCode < 500) stats.rejected += 1;
            else if (res.statusCode < 400) {
              stats.accepted += 1;
              counts.accepted += 1;
            }
            // Taken before any check, so that a failing run leaves the next (shrinking) run a true "before".
            const after = await snapshot();
            const previous = before;
            before = after;
            if (res.statusCode < 400 && who === 'member' && op.method !== 'GET') {
              wrote = true;
              if (!(await memberRow(t, member.id))) {
                // The fuzzer withdrew the member: go on with a new one (the old ids now answer 404).
                Object.assign(member, await provisionMember());
                before = await snapshot();
              }
            }
            const problem = checkAnswer(request, res);
            if (problem) {
              throw new Error(`${who}: ${describeRequest(request)} → ${problem}: ${res.body.slice(0, 500)}`);
            }
            const changed = res.statusCode >= 400 ? changedTables(previous, after) : [];
            if (changed.length > 0) {
              throw new Error(
                `${who}: ${describeRequest(request)} → ${res.statusCode}, yet changed ${changed.join(', ')}: ${res.body.slice(0, 300)}`,
              );
            }
          }
        }),
        { seed: SEED, numRuns: RUNS, examples },
      );
      if (wrote) await readBack(member, key);
    }, 300_000);
  }
});
