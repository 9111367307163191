import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

/** `preparationPeriod` as its source states it; null when no source gives one (ADR 030). */
export type Certification = { name: string; preparationPeriod: string | null };

/** Where one fact comes from; `year` is the year the fact refers to. */
export type FactSource = { name: string; url: string | null; year: number; note: string | null };

/**
 * The sources of an occupation's facts (data/occupations.json `sources` + data/certificates.json), stored whole in
 * occupations.fact_sources. A figure is null exactly when its source is (the seed refuses anything else).
 */
export type OccupationFactSources = {
  salaryCost: FactSource | null;
  /** preparationPeriods[i] is the source of certifications[i].preparationPeriod. */
  preparationPeriods: (FactSource | null)[];
  /** certificates[i]: who examines or issues certifications[i], and its official page. */
  certificates: { name: string; url: string; year: number }[];
  /** Work time, salary type, certificate requirement, the three levels and the interest tags: our classification. */
  classification: FactSource;
  /** Where to check the latest figures: the job's information page where its code is confirmed, else 고용24. */
  moreInfo: { name: string; url: string; note: string };
};

/** The 20 occupations: facts from data/occupations.json plus our own description, tags and illustration. */
export const occupations = pgTable(
  'occupations',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull().unique(),
    workCode: text('work_code'),
    ncsName: text('ncs_name').notNull(),
    description: text('description').notNull(),
    certificationRequirement: text('certification_requirement').notNull(),
    workTime: text('work_time').notNull(),
    salaryType: text('salary_type').notNull(),
    /** In 만원; null when no source gives a figure we can cite (then no amount is shown). */
    salaryCost: integer('salary_cost'),
    interpersonal: text('interpersonal').notNull(),
    physical: text('physical').notNull(),
    emotional: text('emotional').notNull(),
    certifications: jsonb('certifications').$type<Certification[]>().notNull(),
    interestTags: jsonb('interest_tags').$type<string[]>().notNull(),
    imageUrl: text('image_url').notNull(),
    /** Where each fact we show comes from: source name, URL and reference year per fact (ADR 030). */
    factSources: jsonb('fact_sources')
      .$type<OccupationFactSources>()
      .notNull()
      .default({} as OccupationFactSources),
  },
  (t) => [index('occupations_filters_idx').on(t.certificationRequirement, t.workTime, t.physical)],
);

/** Concrete first steps copied into a member's plan when they choose the occupation. */
export const starterTodos = pgTable(
  'starter_todos',
  {
    id: serial('id').primaryKey(),
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [unique('starter_todos_occupation_position_key').on(t.occupationId, t.position)],
);
