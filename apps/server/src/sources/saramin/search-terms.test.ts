import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../paths.ts';
import { SARAMIN_DEFAULT_MAX_CALLS_PER_SYNC } from './adapter.ts';
import {
  loadSaraminSearchTerms,
  parseSaraminSearchTerms,
  phraseScore,
  SEARCH_PHRASE_PATTERN,
  searchPhrasesFor,
} from './search-terms.ts';

const occupations = (
  JSON.parse(readFileSync(resolve(DATA_DIR, 'occupations.json'), 'utf8')) as { id: number; name: string }[]
).map(({ id, name }) => ({ id, name, workCode: '', ncsName: '' }));

const entry = (phrases: string[]) => ({ name: 'x', phrases, why: 'test' });

describe('data/saramin-search.json', () => {
  const terms = loadSaraminSearchTerms();

  it('has phrases for every occupation of data/occupations.json, under the same name', () => {
    const missing = occupations.filter((o) => !terms.has(o.id)).map((o) => `${o.id} ${o.name}`);
    expect(missing).toEqual([]);
    const renamed = occupations.filter((o) => terms.get(o.id)?.name !== o.name).map((o) => o.id);
    expect(renamed).toEqual([]);
  });

  it('searches only one-word phrases, never a display name the service would split', () => {
    for (const [id, { phrases }] of terms) {
      for (const phrase of phrases) {
        expect(phrase, `occupation ${id}`).toMatch(SEARCH_PHRASE_PATTERN);
        expect(phrase).not.toMatch(/[\s+,()]/);
      }
    }
    const splitNames = occupations.filter((o) => /[\s+,()]/.test(o.name));
    expect(splitNames.length).toBeGreaterThan(0);
    for (const occupation of splitNames)
      expect(terms.get(occupation.id)?.phrases).not.toContain(occupation.name);
  });

  it('fits one sync: every phrase gets its first page within the default call budget', () => {
    const first = searchPhrasesFor(occupations, terms).length;
    // 60 occupations, 77 phrases: within 130 calls, twice a day plus boot (ADR 043).
    expect(first).toBeLessThanOrEqual(SARAMIN_DEFAULT_MAX_CALLS_PER_SYNC);
  });
});

describe('search phrase rules', () => {
  it('refuses phrases the service would split or that carry brackets', () => {
    for (const bad of ['미용사 (일반)', '급식 도우미', '급식+도우미', '급식,도우미', '(일반)', '미', '']) {
      expect(() => parseSaraminSearchTerms({ occupations: { '1': entry([bad]) } }), bad).toThrow();
    }
    expect(() => parseSaraminSearchTerms({ occupations: { '1': entry(['미용사']) } })).not.toThrow();
  });

  it('refuses a phrase searched for two occupations, repeats, and more than three phrases', () => {
    expect(() =>
      parseSaraminSearchTerms({ occupations: { '1': entry(['미용사']), '2': entry(['미용사']) } }),
    ).toThrow(/already searched for occupation 1/);
    expect(() => parseSaraminSearchTerms({ occupations: { '1': entry(['경리', '경리']) } })).toThrow();
    expect(() =>
      parseSaraminSearchTerms({ occupations: { '1': entry(['가나', '다라', '마바', '사아']) } }),
    ).toThrow();
  });

  it('scores a text by the longest phrase it contains, ignoring spaces', () => {
    expect(phraseScore('피부 미용사 모집', ['피부미용사', '피부관리사'])).toBe(5);
    expect(phraseScore('피부미용사 모집', ['미용사'])).toBe(3);
    expect(phraseScore('바리스타 모집', ['미용사'])).toBe(0);
  });
});
