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
import { DATA_DIR } from '../paths.ts';
import type { Db } from './open-db.ts';
import { occupations, starterTodos } from './schema.ts';
import { stableJson } from './stable-json.ts';
import { excludedValues } from './upsert.ts';

// The column's own type: db/ takes only tables from the features' schema (scripts/check-layers.mjs).
type OccupationFactSources = (typeof occupations.$inferSelect)['factSources'];

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
  'machines',
  'tools',
  'nature',
  'cleaning',
] as const;

const HttpsUrlSchema = z.url({ protocol: /^https$/ });
const YearSchema = z.number().int().min(2000).max(2100);

/** Where one fact comes from (ADR 030): `year` is the year the fact refers to (a survey's year, a rule's edition). */
export const FactSourceSchema = z
  .object({
    name: z.string().min(2),
    url: HttpsUrlSchema.nullable(),
    year: YearSchema,
    note: z.string().min(5).nullable(),
  })
  .strict();
/** A figure's source must be a page the reader can open and check. */
const FigureSourceSchema = FactSourceSchema.extend({ url: HttpsUrlSchema });

const OccupationFactSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    workCode: z
      .string()
      .regex(/^K\d{9}$/)
      .nullable(),
    ncsName: z.string(),
    certificationRequirement: enumOf(CERTIFICATE_REQUIREMENT_LABELS),
    workTime: enumOf(WORK_TIME_LABELS),
    salaryType: enumOf(SALARY_TYPE_LABELS),
    /** In 만원; null when no public source gives a figure (then no amount is shown anywhere). */
    salaryCost10kWon: z.number().int().positive().nullable(),
    interpersonalContact: LevelSchema,
    physicalActivity: LevelSchema,
    emotionalLabor: LevelSchema,
    certifications: z.array(z.object({ name: z.string(), preparationPeriod: z.string().min(2).nullable() })),
    sources: z
      .object({
        salaryCost: FigureSourceSchema.nullable(),
        preparationPeriods: z.array(FigureSourceSchema.nullable()),
        classification: FactSourceSchema,
        moreInfo: z
          .object({ name: z.string().min(2), url: HttpsUrlSchema, note: z.string().min(5) })
          .strict(),
      })
      .strict(),
  })
  .superRefine((o, ctx) => {
    // A figure without its source is never shipped, and neither is a source left behind by a removed figure.
    if ((o.salaryCost10kWon === null) !== (o.sources.salaryCost === null))
      ctx.addIssue({
        code: 'custom',
        path: ['sources', 'salaryCost'],
        message: `${o.name}: salaryCost10kWon and its source must both be given or both be null`,
      });
    if (o.sources.preparationPeriods.length !== o.certifications.length)
      ctx.addIssue({
        code: 'custom',
        path: ['sources', 'preparationPeriods'],
        message: `${o.name}: one preparation-period source (or null) per certificate`,
      });
    o.certifications.forEach((certificate, index) => {
      if ((certificate.preparationPeriod === null) !== (o.sources.preparationPeriods[index] == null))
        ctx.addIssue({
          code: 'custom',
          path: ['sources', 'preparationPeriods', index],
          message: `${o.name}: ${certificate.name}'s preparation period and its source must both be given or both be null`,
        });
    });
  });

/** The shipped facts (shared/data/occupations.json, copied to data/, with a source and year per fact: ADR 030). */
export const OccupationFactsSchema = z.array(OccupationFactSchema);

/** Our own writing about each occupation (data/occupation-content.json). */
export const OccupationContentSchema = z.array(
  z.object({
    id: z.number().int().positive(),
    description: z.string().min(10).max(120),
    interestTags: z.array(z.enum(INTEREST_TAGS)).min(2).max(5),
    starterTodos: z.array(z.string().min(2).max(60)).min(8).max(10),
  }),
);

/** What the occupation seed reads of data/certificates.json: who examines or issues each certificate, and where. */
const CertificateAuthoritiesSchema = z.object({
  reviewedAt: z.iso.date(),
  certificates: z.array(
    z.object({
      jobId: z.number().int(),
      name: z.string(),
      authorityName: z.string(),
      scheduleUrl: HttpsUrlSchema,
    }),
  ),
});

type OccupationFact = z.infer<typeof OccupationFactSchema>;

/** Each certificate's examining or issuing body from data/certificates.json; a certificate missing there is an error. */
export function certificateAuthorities(
  fact: Pick<OccupationFact, 'id' | 'name' | 'certifications'>,
  table: z.infer<typeof CertificateAuthoritiesSchema>,
): OccupationFactSources['certificates'] {
  const year = Number(table.reviewedAt.slice(0, 4));
  return fact.certifications.map((certificate) => {
    const entry = table.certificates.find((c) => c.jobId === fact.id && c.name === certificate.name);
    if (!entry) throw new Error(`data/certificates.json has no entry for ${fact.name}'s ${certificate.name}`);
    return { name: entry.authorityName, url: entry.scheduleUrl, year };
  });
}

export function readOccupationFiles() {
  const facts = OccupationFactsSchema.parse(
    JSON.parse(readFileSync(resolve(DATA_DIR, 'occupations.json'), 'utf8')),
  );
  const content = OccupationContentSchema.parse(
    JSON.parse(readFileSync(resolve(DATA_DIR, 'occupation-content.json'), 'utf8')),
  );
  const certificates = CertificateAuthoritiesSchema.parse(
    JSON.parse(readFileSync(resolve(DATA_DIR, 'certificates.json'), 'utf8')),
  );
  const byId = new Map(content.map((c) => [c.id, c]));
  return facts.map((fact) => {
    const extra = byId.get(fact.id);
    if (!extra) throw new Error(`occupation-content.json has no entry for occupation ${fact.id}`);
    const factSources: OccupationFactSources = {
      salaryCost: fact.sources.salaryCost,
      preparationPeriods: fact.sources.preparationPeriods,
      certificates: certificateAuthorities(fact, certificates),
      classification: fact.sources.classification,
      moreInfo: fact.sources.moreInfo,
    };
    return { ...fact, ...extra, factSources };
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
    factSources: o.factSources,
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
        set: excludedValues(occupations, [
          'name',
          'workCode',
          'ncsName',
          'description',
          'certificationRequirement',
          'workTime',
          'salaryType',
          'salaryCost',
          'interpersonal',
          'physical',
          'emotional',
          'certifications',
          'interestTags',
          'imageUrl',
          'factSources',
        ]),
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
