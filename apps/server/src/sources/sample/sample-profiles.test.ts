import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../paths.ts';
import {
  GENERIC_PROFILE,
  JOB_TYPE_PRESETS,
  OCCUPATION_PROFILES,
  parseSampleProfiles,
  readSampleProfiles,
  SAMPLE_PROFILES_PATH,
  sampleProfileOf,
} from './vocabulary.ts';

const catalogue = JSON.parse(readFileSync(resolve(DATA_DIR, 'occupations.json'), 'utf8')) as {
  id: number;
  name: string;
}[];

const entry = {
  name: '예시 직업',
  weight: 1,
  workplaces: ['센터'],
  titles: ['{district} {job} 모집'],
  jobTypes: 'FULL_TIME',
  monthly: [200, 250],
  educationShare: 0.1,
  institutes: ['평생교육원'],
  courses: ['{job} 과정'],
};
const fileWith = (occupations: Record<string, unknown>) => ({ occupations });

describe('data/sample-profiles.json', () => {
  const profiles = readSampleProfiles();

  it('parses, with a profile per occupation id', () => {
    expect(SAMPLE_PROFILES_PATH).toBe(resolve(DATA_DIR, 'sample-profiles.json'));
    expect(profiles.size).toBeGreaterThanOrEqual(catalogue.length);
  });

  it('has a profile for every occupation of data/occupations.json, under the same name', () => {
    const missing = catalogue.filter((o) => !profiles.has(o.id)).map((o) => `${o.id} ${o.name}`);
    expect(missing).toEqual([]);
    const renamed = catalogue
      .filter((o) => profiles.get(o.id)?.name !== o.name)
      .map((o) => `${o.id}: ${profiles.get(o.id)?.name} ≠ ${o.name}`);
    expect(renamed).toEqual([]);
  });

  it('holds no profile for an occupation the catalogue does not have', () => {
    const known = new Set(catalogue.map((o) => o.id));
    const stray = [...profiles].filter(([id]) => !known.has(id)).map(([id, { name }]) => `${id} ${name}`);
    expect(stray).toEqual([]);
  });
});

describe('looking up a profile', () => {
  it('finds it by occupation id, with the preset its jobTypes names', () => {
    const first = catalogue[0];
    if (!first) throw new Error('data/occupations.json is empty');
    const profile = sampleProfileOf(first.id);
    expect(profile).not.toBe(GENERIC_PROFILE);
    expect(Object.values(JOB_TYPE_PRESETS)).toContain(profile.jobTypes);
  });

  it('falls back to the generic profile for an id the file does not hold', () => {
    expect(sampleProfileOf(999_999)).toBe(GENERIC_PROFILE);
  });

  it('keeps the lookup by name: the same profile as by id', () => {
    for (const [id, { name }] of readSampleProfiles()) {
      expect(OCCUPATION_PROFILES[name], name).toEqual(sampleProfileOf(id));
    }
  });
});

describe('a bad entry', () => {
  const errorOf = (json: unknown) => {
    try {
      parseSampleProfiles(json, 'profiles-under-test.json');
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };

  it('accepts a sound entry', () => {
    expect(parseSampleProfiles(fileWith({ 7: entry })).get(7)?.profile.jobTypes).toBe(
      JOB_TYPE_PRESETS.FULL_TIME,
    );
  });

  it.each([
    ['an unknown preset', { jobTypes: 'DAILY' }, 'jobTypes'],
    ['an unknown placeholder', { titles: ['{distrct} 모집'] }, 'titles'],
    ['{district} in a course title', { courses: ['{district} 과정'] }, 'courses'],
    ['a placeholder twice', { titles: ['{job} {job}'] }, 'titles'],
    ['a pay range upside down', { monthly: [260, 200] }, 'monthly'],
    ['an empty word list', { workplaces: [] }, 'workplaces'],
    ['a misspelt field', { institute: ['학원'] }, 'institute'],
  ])('is refused with the file and the entry named: %s', (_, change, field) => {
    const message = errorOf(fileWith({ 21: { ...entry, ...change } }));
    expect(message).toContain('profiles-under-test.json');
    expect(message).toMatch(new RegExp(`occupations\\.21.*${field}|${field}[\\s\\S]*occupations\\.21`));
  });

  it('is refused when its key is not an occupation id or its name is taken', () => {
    expect(errorOf(fileWith({ x1: entry }))).toMatch(/(Invalid key|잘못된 키)[\s\S]*occupations\.x1/);
    expect(errorOf(fileWith({ 1: entry, 2: entry }))).toContain('already the name of occupation 1');
  });
});
