import { Link, useLocation, useNavigate } from 'react-router';
import {
  careerQuery,
  getCareerSuggestionsQueryOptions,
} from '../../features/career/api/get-career-suggestions.ts';
import {
  buildCareerSearch,
  type CareerParams,
  parseCareerParams,
} from '../../features/career/career-params.ts';
import { CareerResults } from '../../features/career/components/career-results.tsx';
import { GroupStep, StrengthsStep } from '../../features/career/components/career-steps.tsx';
import type { Prefetch } from '../prefetch.ts';

/**
 * /career (경력에서 시작하기, issue 30): pick the kind of work done for longest, then what one was good at, then the
 * occupations that reuse it, each with its reasons (ADR 042). Every step is in the address, so back and reload
 * keep it; each step is a plain GET form, so it works before the app runs on the server-drawn page.
 */
export function CareerPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = parseCareerParams(new URLSearchParams(location.search));
  const show = (next: CareerParams) => {
    // The strengths step's entry keeps the picks first, so going back from the suggestions finds them checked.
    if (next.step === 'result')
      void navigate(`/career${buildCareerSearch({ ...next, step: 'strengths' })}`, { replace: true });
    void navigate(`/career${buildCareerSearch(next)}`);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 min-[30rem]:px-6 min-[30rem]:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold leading-snug">경력에서 시작하기</h1>
        <p className="text-lg leading-relaxed text-ink-muted">
          오래 해 온 일과 그 일에서 잘했던 것을 고르면, 그 경험이 이어지는 직업을 이유와 함께 보여 드려요.
        </p>
      </div>
      {/* Keyed by the step and group: a step's choices start from the address each time it is shown. */}
      {params.step === 'group' || !params.group ? (
        <GroupStep key={`group-${params.group?.id ?? ''}`} initial={params.group} onNext={show} />
      ) : params.step === 'strengths' ? (
        <StrengthsStep
          key={`strengths-${params.group.id}-${params.strengths.join(',')}`}
          group={params.group}
          initial={params.strengths}
          onNext={show}
        />
      ) : (
        <CareerResults group={params.group} strengths={params.strengths} />
      )}
      {params.step !== 'result' && (
        <p className="text-lg">
          <Link
            to="/onboard"
            className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline underline-offset-4"
          >
            9가지 질문에 답하고 추천받기
          </Link>
        </p>
      )}
    </div>
  );
}

export { CareerPage as Component };

/** The suggestions, when the address asks for them (the steps before need no data). */
export const prefetch: Prefetch = async ({ client, searchParams }) => {
  const { step, group, strengths } = parseCareerParams(searchParams);
  if (step !== 'result' || !group) return;
  await client.prefetchQuery(getCareerSuggestionsQueryOptions(careerQuery(group.id, strengths)));
};
