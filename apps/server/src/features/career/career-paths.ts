import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CAREER_GROUPS } from '@dasibom/contract/career-query';
import { z } from 'zod';
import { readOccupationFiles } from '../../db/seed-occupations.ts';
import { DATA_DIR } from '../../paths.ts';

/*
 * The reviewed table of which occupations each kind of earlier work leads to, and why (data/career-paths.json,
 * docs/decisions/042-career-entry.md). A suggestion says a skill carries over only through an entry here, and ties
 * a picked strength to a job only where the entry lists it; the table is checked at start-up.
 */

const PathSchema = z
  .object({
    jobId: z.number().int().positive(),
    /** Follows "사무·행정 일을 오래 하셨으니, ": which skill carries over to this job, in one plain sentence. */
    carries: z
      .string()
      .min(10)
      .max(160)
      .refine((text) => text.endsWith('.'), { message: 'a carries sentence ends with a full stop' })
      // No amounts and no durations: a figure is shown only next to its source (ADR 030).
      .refine((text) => !/[0-9]/.test(text), { message: 'a carries sentence names no figure' }),
    strengths: z.array(z.string()).min(1),
    /** The sentence presumes one of these experiences: suggested only to a reader who picked one of them. */
    needs: z.array(z.string()).min(1).optional(),
  })
  .strict();
export type CareerPath = z.infer<typeof PathSchema>;

export const CareerPathsSchema = z
  .object({
    about: z.string().min(10),
    reviewed: z.iso.date(),
    paths: z.record(z.string(), z.array(PathSchema)),
  })
  .strict();
export type CareerPaths = z.infer<typeof CareerPathsSchema>;

function pathProblems(where: string, path: CareerPath, strengthIds: readonly string[]): string[] {
  const problems: string[] = [];
  for (const strength of path.strengths)
    if (!strengthIds.includes(strength)) problems.push(`${where}: no strength ${strength}`);
  if (new Set(path.strengths).size !== path.strengths.length) problems.push(`${where}: a strength twice`);
  for (const need of path.needs ?? [])
    if (!path.strengths.includes(need))
      problems.push(`${where}: needs ${need}, which is not among its strengths`);
  return problems;
}

/**
 * Checks the table against the contract's groups and the occupation files: every group present and no other, each
 * job once per group and in the catalogue, each strength one of the group's own. Returns the problems in plain
 * words (empty when sound).
 */
export function checkCareerPaths(table: CareerPaths, jobIds: readonly number[]): string[] {
  const problems: string[] = [];
  const known = new Set(jobIds);
  for (const group of CAREER_GROUPS) {
    const paths = table.paths[group.id];
    if (!paths) {
      problems.push(`group ${group.id} is missing`);
      continue;
    }
    const strengthIds = group.strengths.map((s) => s.id) as readonly string[];
    const seen = new Set<number>();
    for (const path of paths) {
      if (seen.has(path.jobId)) problems.push(`${group.id}: job ${path.jobId} twice`);
      seen.add(path.jobId);
      problems.push(...pathProblems(`${group.id}/${path.jobId}`, path, strengthIds));
      if (!known.has(path.jobId))
        problems.push(`${group.id}: job ${path.jobId} is not in data/occupations.json`);
    }
  }
  for (const id of Object.keys(table.paths))
    if (!CAREER_GROUPS.some((g) => g.id === id)) problems.push(`group ${id} is not in the contract`);
  return problems;
}

export const CAREER_PATHS_PATH = resolve(DATA_DIR, 'career-paths.json');

/** Reads and checks the table; throws with every problem listed when it is not sound. */
export function loadCareerPaths(path = CAREER_PATHS_PATH): CareerPaths {
  const table = CareerPathsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const problems = checkCareerPaths(
    table,
    readOccupationFiles().map((o) => o.id),
  );
  if (problems.length > 0) throw new Error(`${path} is not sound:\n- ${problems.join('\n- ')}`);
  return table;
}
