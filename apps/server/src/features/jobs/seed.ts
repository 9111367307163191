import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CERTIFICATE_REQUIREMENT_LABELS,
  type Level,
  SALARY_TYPE_LABELS,
  WORK_TIME_LABELS,
} from '@dasibom/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/open-db.ts';
import { stableJson } from '../../db/stable-json.ts';
import { DATA_DIR } from '../../paths.ts';
import { occupations, starterTodos } from './schema.ts';

const LevelSchema = z.enum(['LOW', 'MEDIUM', 'HIGH'] satisfies Level[]);
const enumOf = (labels: Record<string, string>) => z.enum(Object.keys(labels) as [string, ...string[]]);

export const INTEREST_TAGS = [
  'care',
  'people',
  'talk',
  'hands',
  'organize',
  'numbers',
  'documents',
  'learning',
  'animals',
  'beauty',
  'food',
  'kids',
  'elders',
  'events',
] as const;

/** The shipped facts (shared/data/occupations.json, copied to data/). */
export const OccupationFactsSchema = z.array(
  z.object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    workCode: z.string(),
    ncsName: z.string(),
    certificationRequirement: enumOf(CERTIFICATE_REQUIREMENT_LABELS),
    workTime: enumOf(WORK_TIME_LABELS),
    salaryType: enumOf(SALARY_TYPE_LABELS),
    salaryCost10kWon: z.number().int().positive(),
    interpersonalContact: LevelSchema,
    physicalActivity: LevelSchema,
    emotionalLabor: LevelSchema,
    certifications: z.array(z.object({ name: z.string(), preparationPeriod: z.string() })),
  }),
);

/** Our own writing about each occupation (data/occupation-content.json). */
export const OccupationContentSchema = z.array(
  z.object({
    id: z.number().int().positive(),
    description: z.string().min(10).max(120),
    interestTags: z.array(z.enum(INTEREST_TAGS)).min(2).max(5),
    starterTodos: z.array(z.string().min(2).max(60)).min(8).max(10),
  }),
);

export function readOccupationFiles() {
  const facts = OccupationFactsSchema.parse(
    JSON.parse(readFileSync(resolve(DATA_DIR, 'occupations.json'), 'utf8')),
  );
  const content = OccupationContentSchema.parse(
    JSON.parse(readFileSync(resolve(DATA_DIR, 'occupation-content.json'), 'utf8')),
  );
  const byId = new Map(content.map((c) => [c.id, c]));
  return facts.map((fact) => {
    const extra = byId.get(fact.id);
    if (!extra) throw new Error(`occupation-content.json has no entry for occupation ${fact.id}`);
    return { ...fact, ...extra };
  });
}

/** Upserts the 20 occupations and their starter to-dos in one transaction; safe to run at every boot. */
export async function seedOccupations(db: Db): Promise<number> {
  const rows = readOccupationFiles();
  const values = rows.map((o) => ({
    id: o.id,
    name: o.name,
    workCode: o.workCode,
    ncsName: o.ncsName,
    description: o.description,
    certificationRequirement: o.certificationRequirement,
    workTime: o.workTime,
    salaryType: o.salaryType,
    salaryCost: o.salaryCost10kWon,
    interpersonal: o.interpersonalContact,
    physical: o.physicalActivity,
    emotional: o.emotionalLabor,
    certifications: o.certifications,
    interestTags: [...o.interestTags],
    imageUrl: `/images/jobs/job-${o.id}.svg`,
  }));
  const todos = rows.flatMap((o) =>
    o.starterTodos.map((title, position) => ({ occupationId: o.id, position, title })),
  );
  // Every boot but the first after a change finds exactly these rows: then reading them is all the work.
  if (await isStored(db, values, todos)) return rows.length;
  await db.transaction(async (tx) => {
    await tx
      .insert(occupations)
      .values(values)
      .onConflictDoUpdate({
        target: occupations.id,
        set: {
          name: sql`excluded.name`,
          workCode: sql`excluded.work_code`,
          ncsName: sql`excluded.ncs_name`,
          description: sql`excluded.description`,
          certificationRequirement: sql`excluded.certification_requirement`,
          workTime: sql`excluded.work_time`,
          salaryType: sql`excluded.salary_type`,
          salaryCost: sql`excluded.salary_cost`,
          interpersonal: sql`excluded.interpersonal`,
          physical: sql`excluded.physical`,
          emotional: sql`excluded.emotional`,
          certifications: sql`excluded.certifications`,
          interestTags: sql`excluded.interest_tags`,
          imageUrl: sql`excluded.image_url`,
        },
      });
    for (const o of rows) {
      await tx
        .insert(starterTodos)
        .values(o.starterTodos.map((title, position) => ({ occupationId: o.id, position, title })))
        .onConflictDoUpdate({
          target: [starterTodos.occupationId, starterTodos.position],
          set: { title: sql`excluded.title` },
        });
      await tx
        .delete(starterTodos)
        .where(
          and(eq(starterTodos.occupationId, o.id), gt(starterTodos.position, o.starterTodos.length - 1)),
        );
    }
  });
  return rows.length;
}

async function isStored(
  db: Db,
  values: (typeof occupations.$inferInsert)[],
  todos: { occupationId: number; position: number; title: string }[],
): Promise<boolean> {
  const columns = Object.fromEntries(
    Object.keys(values[0] ?? {}).map((key) => [
      key,
      occupations[key as keyof typeof occupations.$inferInsert],
    ]),
  ) as Record<string, (typeof occupations)['id']>;
  const stored = await db.select(columns).from(occupations);
  const storedById = new Map(stored.map((row) => [row.id, stableJson(row)]));
  if (!values.every((value) => storedById.get(value.id as number) === stableJson(value))) return false;
  const storedTodos = await db
    .select({
      occupationId: starterTodos.occupationId,
      position: starterTodos.position,
      title: starterTodos.title,
    })
    .from(starterTodos);
  const key = (todo: { occupationId: number; position: number }) => `${todo.occupationId}:${todo.position}`;
  const expected = new Map(todos.map((todo) => [key(todo), todo.title]));
  const ids = new Set(values.map((value) => value.id));
  // Extra to-dos beyond an occupation's list are deleted by the seed: they count as a difference.
  const relevant = storedTodos.filter((todo) => ids.has(todo.occupationId));
  return (
    relevant.length === expected.size && relevant.every((todo) => expected.get(key(todo)) === todo.title)
  );
}
