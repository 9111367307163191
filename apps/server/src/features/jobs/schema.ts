import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

export type Certification = { name: string; preparationPeriod: string };

/** The 20 occupations: facts from data/occupations.json plus our own description, tags and illustration. */
export const occupations = pgTable(
  'occupations',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull().unique(),
    workCode: text('work_code').notNull(),
    ncsName: text('ncs_name').notNull(),
    description: text('description').notNull(),
    certificationRequirement: text('certification_requirement').notNull(),
    workTime: text('work_time').notNull(),
    salaryType: text('salary_type').notNull(),
    salaryCost: integer('salary_cost').notNull(),
    interpersonal: text('interpersonal').notNull(),
    physical: text('physical').notNull(),
    emotional: text('emotional').notNull(),
    certifications: jsonb('certifications').$type<Certification[]>().notNull(),
    interestTags: jsonb('interest_tags').$type<string[]>().notNull(),
    imageUrl: text('image_url').notNull(),
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
