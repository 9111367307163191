import { CareerSuggestionsResponseSchema, successEnvelope } from '@dasibom/contract';
import { CAREER_GROUPS, CAREER_MESSAGES, CAREER_SUGGESTION_LIMIT } from '@dasibom/contract/career-query';
import { describe, expect, it } from 'vitest';
import { logStatements } from '../../test/statement-log.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { loadCareerPaths } from './career-paths.ts';

const t = useTestApp();
const table = loadCareerPaths();

async function suggest(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/career/suggestions?${query}` });
  return res;
}

describe('GET /v1/career/suggestions', () => {
  it('answers a visitor with the group’s jobs, each with what carries over because of that group', async () => {
    const res = await suggest('group=office');
    expect(res.statusCode).toBe(200);
    const data = successEnvelope(CareerSuggestionsResponseSchema).parse(res.json()).data;
    expect(data.group).toEqual({ id: 'office', label: '사무·행정' });
    expect(data.strengths).toEqual([]);
    expect(data.linkedCount).toBe(table.paths.office!.length);
    expect(data.suggestions.map((s) => s.jobId)).toEqual(
      table.paths.office!.slice(0, CAREER_SUGGESTION_LIMIT).map((p) => p.jobId),
    );
    for (const s of data.suggestions) {
      expect(s.carries.startsWith('사무·행정 일을 오래 하셨으니, ')).toBe(true);
      expect(s.imageUrl).toMatch(/^\/images\/jobs\/job-\d+\.svg$/);
      expect(s.strengthLine).toBeNull();
    }
  });

  it('ranks jobs tied to the picked strengths first, then keeps the table’s order', async () => {
    const paths = table.paths.office!;
    const data = successEnvelope(CareerSuggestionsResponseSchema).parse(
      (await suggest('group=office&strengths=numbers')).json(),
    ).data;
    const tied = paths.filter((p) => p.strengths.includes('numbers')).map((p) => p.jobId);
    const rest = paths.filter((p) => !p.strengths.includes('numbers')).map((p) => p.jobId);
    expect(tied.length).toBeGreaterThan(0);
    expect(data.suggestions.map((s) => s.jobId)).toEqual(
      [...tied, ...rest].slice(0, CAREER_SUGGESTION_LIMIT),
    );
    expect(data.strengths).toEqual([{ id: 'numbers', label: '숫자와 장부 맞추기' }]);
    const first = data.suggestions[0]!;
    expect(first.strengthTies).toEqual([{ id: 'numbers', label: '숫자와 장부 맞추기' }]);
    expect(first.strengthLine).toContain('‘숫자와 장부 맞추기’');
    const untied = data.suggestions.find((s) => s.strengthTies.length === 0);
    expect(untied?.strengthLine).toBe('고르신 강점과 이 일을 이어 주는 점은 찾지 못했어요.');
  });

  it('shows a certificate’s preparation only with its source, as the job detail does', async () => {
    const data = successEnvelope(CareerSuggestionsResponseSchema).parse(
      (await suggest('group=care')).json(),
    ).data;
    const care = data.suggestions.find((s) => s.jobId === 1)!;
    const detail = (await t.app.inject({ method: 'GET', url: '/v1/job/detail/1' })).json().data;
    expect(care.certificates).toEqual([
      {
        name: detail.certification[0],
        authority: detail.sources.certification[0],
        period: detail.certificationPeriod[0],
        periodSource: detail.sources.certificationPeriod[0],
      },
    ]);
    expect(care.certificates[0]!.period).not.toBeNull();
  });

  it('reads the suggested jobs in one statement', async () => {
    const log = logStatements(t.database);
    try {
      const statements = await log.during(async () => {
        expect((await suggest('group=food&strengths=cooking,hygiene')).statusCode).toBe(200);
      });
      expect(statements.filter((s) => /from "occupations"/i.test(s.text))).toHaveLength(1);
    } finally {
      log.stop();
    }
  });

  it('answers every group (a group with no job in the catalogue yet answers none)', async () => {
    for (const group of CAREER_GROUPS) {
      const res = await suggest(`group=${group.id}&strengths=${group.strengths.map((s) => s.id).join(',')}`);
      expect(res.statusCode, group.id).toBe(200);
    }
  });

  it('refuses an unknown group or strength with the one error shape and a Korean message, never a 500', async () => {
    for (const query of [
      '',
      'group=',
      'group=pilot',
      'group=office&strengths=cooking',
      'group=office&strengths=documents,,x',
      `group=office&strengths=${'a,'.repeat(150)}`,
      'group[]=office',
    ]) {
      const res = await suggest(query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.success, query).toBe(false);
      expect(body.code, query).toBe('VALIDATION');
      expect(JSON.stringify(body), query).toMatch(/[가-힣]/);
    }
    const res = await suggest('group=pilot');
    expect(JSON.stringify(res.json())).toContain(CAREER_MESSAGES.unknownGroup);
  });
});
