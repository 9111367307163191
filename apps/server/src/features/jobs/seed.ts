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
  await db.transaction(async (tx) => {
    await tx
      .insert(occupations)
      .values(
        rows.map((o) => ({
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
        })),
      )
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
