import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CITY_ORDER, parseRegionsCsv } from '@dasibom/contract';
import type { z } from 'zod';
import { DATA_DIR } from '../paths.ts';

/** Helpers shared by the Saramin and Work24 adapters: provider text in, our naming out. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  middot: '·',
};

/** Saramin escapes locations ("서울 &gt; 강남구"), Work24 its links ("&amp;"); plain text passes unchanged. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** "189850", "189,850", 189850 → 189850; "", "-", undefined → null. */
export function parseWon(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  const digits = (value ?? '').replace(/[^\d]/g, '');
  return digits === '' ? null : Number(digits);
}

/**
 * Long and old spellings of the 17 cities/provinces → our short names (regions.csv). 강원·전북 became
 * 특별자치도 in 2023/2024; addresses and providers use both.
 */
const CITY_ALIASES: Record<string, string> = {
  서울특별시: '서울',
  서울시: '서울',
  부산광역시: '부산',
  부산시: '부산',
  대구광역시: '대구',
  대구시: '대구',
  인천광역시: '인천',
  인천시: '인천',
  광주광역시: '광주',
  대전광역시: '대전',
  대전시: '대전',
  울산광역시: '울산',
  울산시: '울산',
  세종특별자치시: '세종',
  세종시: '세종',
  경기도: '경기',
  강원도: '강원',
  강원특별자치도: '강원',
  충청북도: '충북',
  충청남도: '충남',
  전라북도: '전북',
  전북특별자치도: '전북',
  전라남도: '전남',
  경상북도: '경북',
  경상남도: '경남',
  제주특별자치도: '제주',
  제주도: '제주',
};

/** "서울특별시" / "서울" → "서울"; anything else (e.g. "전국", "해외") → null. */
export function normalizeCity(token: string): string | null {
  const trimmed = token.trim();
  if ((CITY_ORDER as readonly string[]).includes(trimmed)) return trimmed;
  return CITY_ALIASES[trimmed] ?? null;
}

let regionNames: Set<string> | undefined;

/** The 254 region names of data/regions.csv, read once. */
export function knownRegionNames(): ReadonlySet<string> {
  regionNames ??= new Set(
    parseRegionsCsv(readFileSync(resolve(DATA_DIR, 'regions.csv'), 'utf8')).map((r) => r.regionName),
  );
  return regionNames;
}

/**
 * Our region name from a city token and the words after it: the longest known "city district [sub-district]"
 * ("경기 고양시 덕양구", "서울 강남구"), else the bare city ("서울" for "서울 &gt; 서울전체" or an unknown district).
 * 세종 has a single region, "세종 세종". null when the city is not one of ours ("전국", "해외").
 */
export function toRegionName(
  cityToken: string,
  rest: readonly string[],
  known: ReadonlySet<string> = knownRegionNames(),
): string | null {
  const city = normalizeCity(cityToken);
  if (!city) return null;
  if (city === '세종') return '세종 세종';
  const words = rest.flatMap((word) => word.trim().split(/\s+/)).filter(Boolean);
  for (let take = Math.min(2, words.length); take >= 1; take--) {
    const candidate = [city, ...words.slice(0, take)].join(' ');
    if (known.has(candidate)) return candidate;
  }
  return city;
}

/**
 * A postal address → our region name: "서울특별시 강남구 테헤란로 1" → "서울 강남구", "경기도 고양시 덕양구 …" →
 * "경기 고양시 덕양구", "(12345) 세종특별자치시 한누리대로" → "세종 세종". null when no city is recognised.
 */
export function regionFromAddress(
  address: string,
  known: ReadonlySet<string> = knownRegionNames(),
): string | null {
  const words = address
    .replace(/^\s*(\(\s*\d{5,6}\s*\)|\[\s*\d{5,6}\s*\]|\d{5,6})\s*/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return null;
  return toRegionName(first, rest.slice(0, 2), known);
}

/**
 * A zod failure as paths and issue codes only ("jobs.total: invalid_type"): safe for errors and logs because it never
 * repeats the provider's data.
 */
export function describeZodError(error: z.ZodError, limit = 3): string {
  const parts = error.issues.slice(0, limit).map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    return `${path}: ${issue.code}`;
  });
  const more = error.issues.length > limit ? ` (+${error.issues.length - limit} more)` : '';
  return `${parts.join('; ')}${more}`;
}

/** The first issue's path, for counting skipped records by cause. */
export function firstIssuePath(error: z.ZodError): string {
  return error.issues[0]?.path.map(String).join('.') || '(root)';
}

/** "Looks like an HTML page" — a maintenance or error page served instead of data, often with status 200. */
export function looksLikeHtml(text: string): boolean {
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(text) || /<\/(html|body)>\s*$/i.test(text);
}
