import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../paths.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { occupations, regions, starterTodos } from './schema.ts';
import { certificateAuthorities, OccupationFactsSchema, readOccupationFiles } from './seed-occupations.ts';
import { seedReferenceData } from './seed-reference.ts';

describe('occupation reference data', () => {
  const all = readOccupationFiles();

  it('has the 60 occupations (the first 20 kept) with our description, 2–5 interest tags and 8–10 starter to-dos each', () => {
    expect(all).toHaveLength(60);
    expect(all.map((o) => o.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    for (const o of all) {
      expect(o.description.length).toBeGreaterThanOrEqual(10);
      expect(o.interestTags.length).toBeGreaterThanOrEqual(2);
      expect(o.starterTodos.length).toBeGreaterThanOrEqual(8);
      expect(o.starterTodos.length).toBeLessThanOrEqual(10);
    }
  });

  it('tells every occupation apart by its tags or classification, except the two the data describes alike', () => {
    const profile = (o: (typeof all)[number]) =>
      [[...o.interestTags].sort().join(','), o.workTime, o.salaryType, o.certificationRequirement]
        .concat([o.interpersonalContact, o.physicalActivity, o.emotionalLabor])
        .join('|');
    const byProfile = new Map<string, typeof all>();
    for (const o of all) byProfile.set(profile(o), [...(byProfile.get(profile(o)) ?? []), o]);
    const alike = [...byProfile.values()]
      .filter((jobs) => jobs.length > 1)
      .map((jobs) => jobs.map((o) => o.name));
    expect(alike).toEqual([['건물 청소원', '환경미화원']]);
  });
});

describe('occupation fact sources (ADR 030)', () => {
  const shipped = () =>
    JSON.parse(readFileSync(resolve(DATA_DIR, 'occupations.json'), 'utf8')) as Record<string, unknown>[];
  const source = { name: '어떤 공개 자료', url: 'https://example.org/wage', year: 2023, note: null };
  const issues = (data: unknown) => {
    const parsed = OccupationFactsSchema.safeParse(data);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('ships a source and a year with every figure, and no figure where none was found', () => {
    expect(issues(shipped())).toEqual([]);
    for (const o of readOccupationFiles()) {
      expect(o.salaryCost10kWon === null).toBe(o.factSources.salaryCost === null);
      o.certifications.forEach((certificate, index) => {
        expect(certificate.preparationPeriod === null).toBe(o.factSources.preparationPeriods[index] === null);
      });
      expect(o.factSources.certificates).toHaveLength(o.certifications.length);
      expect(o.factSources.classification.year).toBeGreaterThan(2000);
      expect(o.factSources.moreInfo.url).toMatch(/^https:\/\//);
    }
  });

  it('refuses a figure without its source', () => {
    const data = shipped();
    data[0] = { ...data[0], salaryCost10kWon: 220 };
    expect(issues(data)).toEqual([expect.stringMatching(/요양보호사: salaryCost10kWon and its source/)]);
    const period = shipped();
    const first = period[4] as { certifications: { preparationPeriod: string | null }[] };
    first.certifications[0]!.preparationPeriod = '1~2년';
    expect(issues(period)).toEqual([
      expect.stringMatching(/직업 상담사 2급's preparation period and its source/),
    ]);
  });

  it('refuses a source left without its figure, and a figure whose source has no page to check', () => {
    const data = shipped();
    data[0] = { ...data[0], sources: { ...(data[0]!.sources as object), salaryCost: source } };
    expect(issues(data)).toEqual([expect.stringMatching(/salaryCost10kWon and its source/)]);
    const linkless = shipped();
    linkless[0] = {
      ...linkless[0],
      salaryCost10kWon: 220,
      sources: { ...(linkless[0]!.sources as object), salaryCost: { ...source, url: null } },
    };
    expect(issues(linkless).length).toBeGreaterThan(0);
  });

  it("takes each certificate's examining body from data/certificates.json and refuses one missing there", () => {
    const table = { reviewedAt: '2026-11-24', certificates: [] };
    expect(() =>
      certificateAuthorities(
        { id: 1, name: '요양보호사', certifications: [{ name: '없는 자격증', preparationPeriod: null }] },
        table,
      ),
    ).toThrow(/no entry for 요양보호사's 없는 자격증/);
  });
});

describe('seedReferenceData', () => {
  const opened = useTestDatabase();

  it('is idempotent: a second run changes no counts', async () => {
    const countAll = async () => ({
      regions: (await opened.database.db.select({ n: count() }).from(regions))[0]?.n,
      occupations: (await opened.database.db.select({ n: count() }).from(occupations))[0]?.n,
      todos: (await opened.database.db.select({ n: count() }).from(starterTodos))[0]?.n,
    });
    const before = await countAll();
    await seedReferenceData(opened.database.db);
    expect(await countAll()).toEqual(before);
    expect(before.regions).toBe(254);
    expect(before.occupations).toBe(60);
  });

  it('stores facts, labels-ready codes and the illustration path', async () => {
    const [caregiver] = await opened.database.db.select().from(occupations).where(eq(occupations.id, 1));
    expect(caregiver).toMatchObject({
      name: '요양보호사',
      certificationRequirement: 'REQUIRED',
      salaryType: 'MONTHLY',
      salaryCost: null,
      imageUrl: '/images/jobs/job-1.svg',
    });
    expect(caregiver?.certifications).toEqual([
      { name: '요양보호사 자격증', preparationPeriod: '요양보호사 표준교육과정 320시간을 마친 뒤 국가시험' },
    ]);
    expect(caregiver?.factSources).toMatchObject({
      salaryCost: null,
      preparationPeriods: [{ year: 2026, url: expect.stringMatching(/^https:\/\/www\.law\.go\.kr\//) }],
      certificates: [
        { name: '한국보건의료인국가시험원(국시원)', url: 'https://www.kuksiwon.or.kr', year: 2026 },
      ],
      classification: { name: '다시봄이 나눈 대략적인 구분', url: null, year: 2026 },
      moreInfo: { url: 'https://www.work24.go.kr' },
    });
    const todos = await opened.database.db
      .select()
      .from(starterTodos)
      .where(eq(starterTodos.occupationId, 1));
    expect(todos.map((t) => t.position).sort((a, b) => a - b)).toEqual(todos.map((_, i) => i));
  });
});
