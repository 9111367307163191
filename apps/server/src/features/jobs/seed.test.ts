import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open-db.ts';
import { seedReferenceData } from '../../db/seed-reference.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { regions } from '../regions/schema.ts';
import { occupations, starterTodos } from './schema.ts';
import { readOccupationFiles } from './seed.ts';

describe('occupation reference data', () => {
  const all = readOccupationFiles();

  it('has 20 occupations with our description, 2–5 interest tags and 8–10 starter to-dos each', () => {
    expect(all).toHaveLength(20);
    for (const o of all) {
      expect(o.description.length).toBeGreaterThanOrEqual(10);
      expect(o.interestTags.length).toBeGreaterThanOrEqual(2);
      expect(o.starterTodos.length).toBeGreaterThanOrEqual(8);
      expect(o.starterTodos.length).toBeLessThanOrEqual(10);
    }
  });

  it('gives every occupation a distinct set of interest tags (so the recommender can tell them apart)', () => {
    const sets = all.map((o) => [...o.interestTags].sort().join(','));
    expect(new Set(sets).size).toBe(20);
  });
});

describe('seedReferenceData', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is idempotent: a second run changes no counts', async () => {
    const countAll = async () => ({
      regions: (await database.db.select({ n: count() }).from(regions))[0]?.n,
      occupations: (await database.db.select({ n: count() }).from(occupations))[0]?.n,
      todos: (await database.db.select({ n: count() }).from(starterTodos))[0]?.n,
    });
    const before = await countAll();
    await seedReferenceData(database.db);
    expect(await countAll()).toEqual(before);
    expect(before.regions).toBe(254);
    expect(before.occupations).toBe(20);
  });

  it('stores facts, labels-ready codes and the illustration path', async () => {
    const [caregiver] = await database.db.select().from(occupations).where(eq(occupations.id, 1));
    expect(caregiver).toMatchObject({
      name: '요양보호사',
      certificationRequirement: 'REQUIRED',
      salaryType: 'MONTHLY',
      salaryCost: 220,
      imageUrl: '/images/jobs/job-1.svg',
    });
    expect(caregiver?.certifications).toEqual([{ name: '요양보호사 자격증', preparationPeriod: '1개월' }]);
    const todos = await database.db.select().from(starterTodos).where(eq(starterTodos.occupationId, 1));
    expect(todos.map((t) => t.position).sort((a, b) => a - b)).toEqual(todos.map((_, i) => i));
  });
});
