import { JobDetailResponseSchema, JobListResponseSchema, successEnvelope } from '@dasibom/contract';
import { CERTIFICATE_REQUIREMENT_LABELS, PHYSICAL_LABELS, WORK_TIME_LABELS } from '@dasibom/contract/plain';
import { describe, expect, it } from 'vitest';
import { readOccupationFiles } from '../../db/seed-occupations.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const facts = readOccupationFiles();
const collator = new Intl.Collator('ko');

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/job/list${query}` });
  return {
    res,
    body: res.statusCode === 200 ? successEnvelope(JobListResponseSchema).parse(res.json()).data : null,
  };
}

describe('GET /v1/job/list', () => {
  it('pages 9 at a time in Korean collation order', async () => {
    const { body } = await list('?pageNum=0');
    const expected = facts.map((f) => f.name).sort(collator.compare);
    expect(body).toMatchObject({
      totalElements: 60,
      totalPages: 7,
      size: 9,
      number: 0,
      first: true,
      last: false,
    });
    expect(body?.content.map((j) => j.jobName)).toEqual(expected.slice(0, 9));
    const third = await list('?pageNum=2');
    expect(third.body?.content.map((j) => j.jobName)).toEqual(expected.slice(18, 27));
    const last = await list('?pageNum=6');
    expect(last.body?.content.map((j) => j.jobName)).toEqual(expected.slice(54));
    expect(last.body).toMatchObject({ last: true, numberOfElements: 6 });
  });

  it('answers a page past the end with an empty page, not an error', async () => {
    const { res, body } = await list('?pageNum=99');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ empty: true, content: [] });
  });

  it.each(['-1', 'abc', '1.5'])('refuses pageNum=%s with 400 VALIDATION', async (value) => {
    const { res } = await list(`?pageNum=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it.each(Object.entries(CERTIFICATE_REQUIREMENT_LABELS))('filters 자격증 %s (%s)', async (code, label) => {
    const { body } = await list(`?require=${encodeURIComponent(label)}`);
    const expected = facts.filter((f) => f.certificationRequirement === code).length;
    expect(body?.totalElements).toBe(expected);
    expect(body?.content.every((j) => j.requiredCertification === label)).toBe(true);
  });

  it.each(Object.entries(WORK_TIME_LABELS))('filters 근무시간 %s (%s)', async (code, label) => {
    const { body } = await list(`?workTime=${encodeURIComponent(label)}`);
    expect(body?.totalElements).toBe(facts.filter((f) => f.workTime === code).length);
    expect(body?.content.every((j) => j.workTimeInfo === label)).toBe(true);
  });

  it.each(Object.entries(PHYSICAL_LABELS))('filters 활동량 %s (%s)', async (code, label) => {
    const { body } = await list(`?physical=${encodeURIComponent(label)}`);
    expect(body?.totalElements).toBe(facts.filter((f) => f.physicalActivity === code).length);
    expect(body?.content.every((j) => j.physicalInfo === label)).toBe(true);
  });

  it('ANDs filters together', async () => {
    const { body } = await list(
      `?require=${encodeURIComponent('선택 사항')}&physical=${encodeURIComponent('낮은 활동량')}`,
    );
    const expected = facts
      .filter((f) => f.certificationRequirement === 'OPTIONAL' && f.physicalActivity === 'LOW')
      .map((f) => f.name)
      .sort(collator.compare);
    expect(body?.content.map((j) => j.jobName)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    const none = await list(
      `?require=${encodeURIComponent('필요함')}&physical=${encodeURIComponent('낮은 활동량')}&workTime=${encodeURIComponent('평일 오전')}`,
    );
    expect(
      facts.some(
        (f) =>
          f.certificationRequirement === 'REQUIRED' &&
          f.physicalActivity === 'LOW' &&
          f.workTime === 'WEEKDAY_MORNING',
      ),
    ).toBe(false);
    expect(none.body).toMatchObject({ totalElements: 0, empty: true });
  });

  it('refuses an unknown filter label with 400 VALIDATION and a Korean message', async () => {
    const { res } = await list(`?workTime=${encodeURIComponent('야간')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().fields.workTime).toMatch(/[가-힣]/);
  });
});

describe('GET /v1/job/detail/{id}', () => {
  const detail = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/job/detail/${id}` });
    expect(res.statusCode).toBe(200);
    return successEnvelope(JobDetailResponseSchema).parse(res.json()).data;
  };

  it('returns the facts with Korean labels; no salary or period where no source gives one (null, not a guess)', async () => {
    const job = await detail(8);
    expect(job).toMatchObject({
      jobName: '사무보조원',
      salaryType: '월급',
      salaryCost: null,
      certification: ['ITQ정보기술자격증', '컴퓨터활용능력2급'],
      certificationPeriod: [null, null],
      requiredCertification: '선택 사항',
      strong: { physical: '낮은 활동량', stress: '낮음', relationship: '낮음' },
      todoGroupNum: 0,
    });
    expect(job.sources).toMatchObject({
      salaryCost: null,
      certificationPeriod: [null, null],
      certification: [
        { name: '한국생산성본부', url: 'https://license.kpc.or.kr', year: 2026 },
        { name: '대한상공회의소', url: 'https://license.korcham.net', year: 2026 },
      ],
      classification: { name: '다시봄이 나눈 대략적인 구분', year: 2026 },
    });
    expect(job.imageUrl).toBe('/images/jobs/job-8.svg');
  });

  it('answers a sourced period with its source (name, URL) and reference year', async () => {
    const job = await detail(1);
    expect(job.certificationPeriod).toEqual(['요양보호사 표준교육과정 320시간을 마친 뒤 국가시험']);
    expect(job.sources.certificationPeriod).toEqual([
      expect.objectContaining({ name: expect.stringContaining('노인복지법 시행규칙'), year: 2026 }),
    ]);
    expect(job.sources.certificationPeriod[0]?.url).toMatch(/^https:\/\//);
  });

  it('every job: each figure it answers with has a source and a year, and each missing figure has none', async () => {
    for (const fact of facts) {
      const job = await detail(fact.id);
      expect(job.salaryCost === null, fact.name).toBe(job.sources.salaryCost === null);
      expect(job.sources.certificationPeriod).toHaveLength(job.certificationPeriod.length);
      job.certificationPeriod.forEach((period, index) => {
        const source = job.sources.certificationPeriod[index];
        expect(period === null, `${fact.name} ${index}`).toBe(source === null);
        if (source) expect(source.url).toMatch(/^https:\/\//);
      });
      expect(job.sources.certification).toHaveLength(job.certification.length);
      for (const authority of job.sources.certification) expect(authority.url).toMatch(/^https:\/\//);
      expect(job.sources.moreInfo.url).toMatch(/^https:\/\//);
    }
  });

  it('answers an unknown job with 404 JOB_NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/job/detail/999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'JOB_NOT_FOUND', message: '존재하지 않는 직업입니다.' });
  });

  it('answers a non-numeric id with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/job/detail/abc' });
    expect(res.statusCode).toBe(400);
  });
});
