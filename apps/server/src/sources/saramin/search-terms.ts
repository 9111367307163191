import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DATA_DIR } from '../../paths.ts';
import type { SourceOccupation } from '../types.ts';

/**
 * What we send as `keywords` for each occupation (data/saramin-search.json, ADR 027). The service splits `keywords`
 * on a space, `+` or `,` [SR-ID], so a phrase is one word: no separator, no brackets, nothing for the split to break.
 */

export const SARAMIN_SEARCH_FILE = resolve(DATA_DIR, 'saramin-search.json');

/** Hangul, Latin letters and digits only: nothing the service treats as a separator or operator. */
export const SEARCH_PHRASE_PATTERN = /^[0-9A-Za-z가-힣]{2,20}$/;

const PhraseSchema = z
  .string()
  .regex(
    SEARCH_PHRASE_PATTERN,
    'one word: Hangul, letters or digits, 2–20 characters, no space, + , or brackets',
  );

const EntrySchema = z.object({
  /** The occupation's display name, so a mis-keyed entry shows (checked against data/occupations.json in tests). */
  name: z.string().min(1),
  phrases: z
    .array(PhraseSchema)
    .min(1)
    .max(3)
    .refine((phrases) => new Set(phrases).size === phrases.length, 'phrases repeat'),
  why: z.string().min(1),
});

export const SaraminSearchFileSchema = z
  .object({
    about: z.string().optional(),
    occupations: z.record(z.string().regex(/^[1-9]\d*$/), EntrySchema),
  })
  .superRefine((file, context) => {
    // One phrase searched for two occupations would cost two calls for the same answer.
    const owner = new Map<string, string>();
    for (const [id, entry] of Object.entries(file.occupations)) {
      for (const phrase of entry.phrases) {
        const other = owner.get(phrase);
        if (other) {
          context.addIssue({
            code: 'custom',
            path: ['occupations', id, 'phrases'],
            message: `"${phrase}" is already searched for occupation ${other}`,
          });
        }
        owner.set(phrase, id);
      }
    }
  });

export type SaraminSearchTerms = ReadonlyMap<number, { name: string; phrases: readonly string[] }>;

export function parseSaraminSearchTerms(json: unknown): SaraminSearchTerms {
  const file = SaraminSearchFileSchema.parse(json);
  return new Map(
    Object.entries(file.occupations).map(([id, entry]) => [
      Number(id),
      { name: entry.name, phrases: entry.phrases },
    ]),
  );
}

/** Reads and checks the file; a malformed file stops the server at start-up, not at the first sync. */
export function loadSaraminSearchTerms(path: string = SARAMIN_SEARCH_FILE): SaraminSearchTerms {
  return parseSaraminSearchTerms(JSON.parse(readFileSync(path, 'utf8')));
}

export type SearchPhrase = { occupationId: number; occupationIndex: number; phrase: string };

/**
 * Every phrase to search for these occupations, in occupation order. An occupation without an entry is an error:
 * searching its raw display name is exactly the defect this file exists to avoid.
 */
export function searchPhrasesFor(
  occupations: readonly SourceOccupation[],
  terms: SaraminSearchTerms,
): SearchPhrase[] {
  const missing = occupations.filter((occupation) => !terms.has(occupation.id));
  if (missing.length > 0) {
    const list = missing.map((occupation) => `${occupation.id} ${occupation.name}`).join(', ');
    throw new Error(`data/saramin-search.json has no search phrases for occupation ${list}`);
  }
  return occupations.flatMap((occupation, occupationIndex) =>
    (terms.get(occupation.id)?.phrases ?? []).map((phrase) => ({
      occupationId: occupation.id,
      occupationIndex,
      phrase,
    })),
  );
}

/** How strongly a posting's text matches a set of phrases: the length of the longest one found (0 = none). */
export function phraseScore(text: string, phrases: readonly string[]): number {
  const compact = text.replace(/\s+/g, '');
  let best = 0;
  for (const phrase of phrases) if (phrase.length > best && compact.includes(phrase)) best = phrase.length;
  return best;
}
