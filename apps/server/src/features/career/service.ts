import { type CareerSuggestions, CERTIFICATE_REQUIREMENT_LABELS } from '@dasibom/contract';
import {
  CAREER_SUGGESTION_LIMIT,
  type CareerSuggestionsQuery,
  careerGroupOf,
  careerLeadIn,
} from '@dasibom/contract/career-query';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../errors.ts';
import { occupations } from '../jobs/schema.ts';
import type { CareerPath, CareerPaths } from './career-paths.ts';

/**
 * Picked strengths first: more of them tied to a job ranks it higher; ties keep the table's order. `picked` is in the
 * group's order, and so are each job's ties.
 */
export function rankCareerPaths(paths: readonly CareerPath[], picked: readonly string[]) {
  return paths
    .map((path, order) => ({ path, order, ties: picked.filter((s) => path.strengths.includes(s)) }))
    .sort((a, b) => b.ties.length - a.ties.length || a.order - b.order);
}

function strengthLineOf(picked: readonly string[], tieLabels: readonly string[]): string | null {
  if (picked.length === 0) return null;
  if (tieLabels.length === 0) return '고르신 강점과 이 일을 이어 주는 점은 찾지 못했어요.';
  return `고르신 강점 가운데 이 일에 잘 맞는 것: ${tieLabels.map((label) => `‘${label}’`).join(', ')}.`;
}

/**
 * Occupations that reuse the work the reader did for longest: the table's entries for the group (an entry that
 * needs a strength only when one of those is picked), ranked by the
 * picked strengths, at most CAREER_SUGGESTION_LIMIT, read in one query. Each says what carries over (because this
 * group was picked), which picked strengths the table ties to it, and its certificates with who examines them and
 * their preparation as the source states it (or none: no guess).
 */
export async function findCareerSuggestions({
  db,
  table,
  query,
}: {
  db: Db;
  table: CareerPaths;
  query: CareerSuggestionsQuery;
}): Promise<CareerSuggestions> {
  const group = careerGroupOf(query.group);
  if (!group) throw new AppError('VALIDATION');
  const picked: readonly string[] = group.strengths
    .filter((s) => query.strengths.includes(s.id))
    .map((s) => s.id);
  const paths = table.paths[group.id] ?? [];
  const open = paths.filter((path) => !path.needs || path.needs.some((need) => picked.includes(need)));
  const ranked = rankCareerPaths(open, picked).slice(0, CAREER_SUGGESTION_LIMIT);
  const rows =
    ranked.length === 0
      ? []
      : await db
          .select()
          .from(occupations)
          .where(
            inArray(
              occupations.id,
              ranked.map((r) => r.path.jobId),
            ),
          );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const labelOf = (id: string) => group.strengths.find((s) => s.id === id)?.label ?? id;
  const suggestions = ranked.flatMap(({ path, ties }) => {
    const row = byId.get(path.jobId);
    if (!row) return [];
    const tieLabels = ties.map(labelOf);
    return [
      {
        jobId: row.id,
        jobName: row.name,
        imageUrl: row.imageUrl,
        carries: `${careerLeadIn(group)}${path.carries}`,
        strengthTies: ties.map((id) => ({ id, label: labelOf(id) })),
        strengthLine: strengthLineOf(picked, tieLabels),
        requiredCertification:
          CERTIFICATE_REQUIREMENT_LABELS[
            row.certificationRequirement as keyof typeof CERTIFICATE_REQUIREMENT_LABELS
          ],
        certificates: row.certifications.map((certificate, index) => {
          const periodSource = row.factSources.preparationPeriods?.[index] ?? null;
          // A period is shown only with its source, exactly as the job detail does (ADR 030).
          const sourced = certificate.preparationPeriod !== null && periodSource !== null;
          return {
            name: certificate.name,
            authority: row.factSources.certificates?.[index] ?? null,
            period: sourced ? certificate.preparationPeriod : null,
            periodSource: sourced ? periodSource : null,
          };
        }),
      },
    ];
  });
  return {
    group: { id: group.id, label: group.label },
    strengths: picked.map((id) => ({ id, label: labelOf(id) })),
    linkedCount: paths.length,
    suggestions,
  };
}
