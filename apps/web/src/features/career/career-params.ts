import { CAREER_GROUPS, type CareerGroup } from '@dasibom/contract/career';

/**
 * /career's state lives in the address, so back, reload and a shared link keep it (and the form works as a plain
 * GET before the app runs): no group → step 1; `group` → step 2 (strengths); `step=result` → the suggestions;
 * `step=group` with a group → step 1 with it chosen. Strengths come comma-separated or repeated (a plain form
 * submit repeats them).
 */
export type CareerStep = 'group' | 'strengths' | 'result';
export type CareerParams = { step: CareerStep; group: CareerGroup | null; strengths: string[] };

export function parseCareerParams(search: URLSearchParams): CareerParams {
  const group = CAREER_GROUPS.find((g) => g.id === search.get('group')) ?? null;
  if (!group) return { step: 'group', group: null, strengths: [] };
  const wanted = new Set(search.getAll('strengths').flatMap((value) => value.split(',')));
  // Unknown ids are dropped rather than sent: the reader sees what they can pick, in the group's order.
  const strengths = group.strengths.map((s) => s.id as string).filter((id) => wanted.has(id));
  const raw = search.get('step');
  const step: CareerStep = raw === 'result' ? 'result' : raw === 'group' ? 'group' : 'strengths';
  return { step, group, strengths };
}

export function buildCareerSearch({ step, group, strengths }: CareerParams): string {
  if (!group) return '';
  const params = new URLSearchParams({ group: group.id });
  if (strengths.length > 0) params.set('strengths', strengths.join(','));
  if (step !== 'strengths') params.set('step', step);
  return `?${params.toString().replaceAll('%2C', ',')}`;
}
