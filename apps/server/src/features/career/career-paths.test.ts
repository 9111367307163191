import { readFileSync } from 'node:fs';
import { CAREER_GROUPS } from '@dasibom/contract/career-query';
import { describe, expect, it } from 'vitest';
import { readOccupationFiles } from '../../db/seed-occupations.ts';
import { CAREER_PATHS_PATH, CareerPathsSchema, checkCareerPaths, loadCareerPaths } from './career-paths.ts';

const raw = () => JSON.parse(readFileSync(CAREER_PATHS_PATH, 'utf8'));
const jobIds = () => readOccupationFiles().map((o) => o.id);

describe('data/career-paths.json', () => {
  it('is sound: every group of the contract, each job once and in the catalogue, only the group’s strengths', () => {
    expect(() => loadCareerPaths()).not.toThrow();
  });

  it('has 12–15 groups with 3–6 strengths each, unique ids', () => {
    expect(CAREER_GROUPS.length).toBeGreaterThanOrEqual(12);
    expect(CAREER_GROUPS.length).toBeLessThanOrEqual(15);
    expect(new Set(CAREER_GROUPS.map((g) => g.id)).size).toBe(CAREER_GROUPS.length);
    for (const group of CAREER_GROUPS) {
      expect(group.strengths.length, group.id).toBeGreaterThanOrEqual(3);
      expect(group.strengths.length, group.id).toBeLessThanOrEqual(6);
      expect(new Set(group.strengths.map((s) => s.id)).size, group.id).toBe(group.strengths.length);
    }
  });

  describe('issue 30: every kind of work has somewhere to go', () => {
    it('every group leads to at least 3 jobs', () => {
      const table = loadCareerPaths();
      for (const group of CAREER_GROUPS)
        expect((table.paths[group.id] ?? []).length, group.id).toBeGreaterThanOrEqual(3);
    });

    it('with no strength picked, every group still leads to at least 2 jobs whose sentence needs none', () => {
      const table = loadCareerPaths();
      for (const group of CAREER_GROUPS)
        expect((table.paths[group.id] ?? []).filter((p) => !p.needs).length, group.id).toBeGreaterThanOrEqual(
          2,
        );
    });

    it('every strength of a group makes some job of it a better fit', () => {
      const table = loadCareerPaths();
      for (const group of CAREER_GROUPS) {
        const used = new Set((table.paths[group.id] ?? []).flatMap((p) => p.strengths));
        expect(
          group.strengths.filter((s) => !used.has(s.id)).map((s) => s.id),
          group.id,
        ).toEqual([]);
      }
    });
  });

  it('the check finds what a broken table gets wrong', () => {
    const table = CareerPathsSchema.parse(raw());
    const broken = structuredClone(table);
    delete broken.paths.office;
    broken.paths.pilot = [];
    broken.paths.care = [
      { jobId: 1, carries: '돌보던 경험이 쓰여요.', strengths: ['patients', 'cooking'] },
      { jobId: 1, carries: '돌보던 경험이 쓰여요.', strengths: ['patients'] },
      { jobId: 999, carries: '돌보던 경험이 쓰여요.', strengths: ['elders'] },
      { jobId: 2, carries: '돌보던 경험이 쓰여요.', strengths: ['patients'], needs: ['elders'] },
    ];
    expect(checkCareerPaths(broken, jobIds())).toEqual([
      'group office is missing',
      'care/1: no strength cooking',
      'care: job 1 twice',
      'care: job 999 is not in data/occupations.json',
      'care/2: needs elders, which is not among its strengths',
      'group pilot is not in the contract',
    ]);
  });

  it('refuses a sentence with a figure, an empty strength list or an unknown field', () => {
    const entry = { jobId: 1, carries: '돌보던 경험이 쓰여요.', strengths: ['patients'] };
    const parse = (care: unknown[]) =>
      CareerPathsSchema.safeParse({ ...raw(), paths: { ...raw().paths, care } }).success;
    expect(parse([entry])).toBe(true);
    expect(parse([{ ...entry, carries: '월 220만 원을 벌던 경험이 쓰여요.' }])).toBe(false);
    expect(parse([{ ...entry, carries: '돌보던 경험이 쓰여요' }])).toBe(false);
    expect(parse([{ ...entry, strengths: [] }])).toBe(false);
    expect(parse([{ ...entry, why: 'x' }])).toBe(false);
  });
});
