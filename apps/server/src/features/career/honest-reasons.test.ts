import { CareerSuggestionsResponseSchema, successEnvelope } from '@dasibom/contract';
import { CAREER_GROUPS, CAREER_SUGGESTION_LIMIT, careerLeadIn } from '@dasibom/contract/career-query';
import { describe, expect, it } from 'vitest';
import { readOccupationFiles } from '../../db/seed-occupations.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { loadCareerPaths } from './career-paths.ts';

/*
 * Every earlier-work group × every job of the catalogue (issue 30, ADR 042): a job is suggested, with a carry-over
 * sentence, only where the table links it to the picked group; a strength is tied only where the table lists it;
 * 준비 기간 is the job's own sourced period with that source, or none; no amount of money anywhere.
 */
const t = useTestApp();
const table = loadCareerPaths();
const catalogue = readOccupationFiles();

async function suggestionsFor(group: string, strengths: readonly string[] = []) {
  const query = strengths.length > 0 ? `group=${group}&strengths=${strengths.join(',')}` : `group=${group}`;
  const res = await t.app.inject({ method: 'GET', url: `/v1/career/suggestions?${query}` });
  expect(res.statusCode, query).toBe(200);
  return successEnvelope(CareerSuggestionsResponseSchema).parse(res.json()).data;
}

// "월 220만 원", "3,000원", "만 원": what an amount of money looks like in Korean.
const MONEY = /(\d[\d,]*\s*(만\s*)?원)|(만\s*원)|(억\s*원)/;

describe('earlier work → jobs: every group × every job', () => {
  it('every job the table names is in the catalogue (data/occupations.json)', () => {
    const ids = new Set(catalogue.map((o) => o.id));
    for (const [group, paths] of Object.entries(table.paths))
      for (const path of paths) expect(ids.has(path.jobId), `${group}: job ${path.jobId}`).toBe(true);
  });

  for (const group of CAREER_GROUPS) {
    it(`${group.label}: only the table's jobs, only its sentences and ties, sourced periods, no money`, async () => {
      const paths = table.paths[group.id] ?? [];
      const all = group.strengths.map((s) => s.id);
      // With nothing picked, and with everything picked (every tie the table has may appear), and each alone.
      const picks: string[][] = [[], all, ...all.map((id) => [id])];
      for (const picked of picks) {
        const data = await suggestionsFor(group.id, picked);
        // A sentence that presumes an experience (needs) is said only to a reader who picked it.
        const open = paths.filter((p) => !p.needs || p.needs.some((need) => picked.includes(need)));
        expect(data.suggestions.length).toBe(Math.min(open.length, CAREER_SUGGESTION_LIMIT));
        for (const job of catalogue) {
          const path = open.find((p) => p.jobId === job.id);
          const shown = data.suggestions.find((s) => s.jobId === job.id);
          if (!path) {
            expect(shown, `${group.id} does not lead to ${job.name} for [${picked}]`).toBeUndefined();
            continue;
          }
          if (!shown) continue; // linked, but below the first five for this pick
          expect(shown.jobName).toBe(job.name);
          expect(shown.carries).toBe(`${careerLeadIn(group)}${path.carries}`);
          const ties = shown.strengthTies.map((s) => s.id);
          expect(ties.every((id) => picked.includes(id) && path.strengths.includes(id))).toBe(true);
          expect(ties).toEqual(all.filter((id) => picked.includes(id) && path.strengths.includes(id)));
          if (picked.length === 0) expect(shown.strengthLine).toBeNull();
          expect(shown.certificates.map((c) => c.name)).toEqual(job.certifications.map((c) => c.name));
          shown.certificates.forEach((certificate, index) => {
            const period = job.certifications[index]!.preparationPeriod;
            const source = job.factSources.preparationPeriods[index] ?? null;
            if (period !== null && source !== null) {
              expect(certificate.period).toBe(period);
              expect(certificate.periodSource).toEqual(source);
            } else {
              expect(certificate.period).toBeNull();
              expect(certificate.periodSource).toBeNull();
            }
            expect(certificate.authority).toEqual(job.factSources.certificates[index]);
          });
          const words = [shown.carries, shown.strengthLine ?? '', ...shown.strengthTies.map((s) => s.label)];
          for (const text of words) expect(text, `${group.id}/${job.name}`).not.toMatch(MONEY);
        }
        // Ranked: more ties first, then the table's order.
        const order = data.suggestions.map((s) => paths.findIndex((p) => p.jobId === s.jobId));
        for (let i = 1; i < order.length; i++) {
          const [a, b] = [data.suggestions[i - 1]!, data.suggestions[i]!];
          const rankedBefore =
            a.strengthTies.length > b.strengthTies.length ||
            (a.strengthTies.length === b.strengthTies.length && order[i - 1]! < order[i]!);
          expect(rankedBefore, `${group.id} order`).toBe(true);
        }
      }
    });
  }
});
