import type { CareerGroup } from '@dasibom/contract/career';
import { CAREER_MESSAGES } from '@dasibom/contract/career';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { careerQuery, useCareerSuggestions } from '../api/get-career-suggestions.ts';
import { buildCareerSearch } from '../career-params.ts';
import { SuggestionCard } from './suggestion-card.tsx';

export const CAREER_ERROR_TEXT = '이어지는 직업을 불러오지 못했어요.';
export const CAREER_EMPTY_TEXT = '이 일에서 이어지는 직업은 아직 정리하고 있어요.';

const linkClass =
  'inline-flex min-h-11 items-center text-lg font-semibold text-primary-strong underline underline-offset-4';

/** The suggestions for the picked group and strengths, with a way back to either step and to the questionnaire. */
export function CareerResults({ group, strengths }: { group: CareerGroup; strengths: readonly string[] }) {
  const result = useCareerSuggestions(careerQuery(group.id, strengths));
  const picked = group.strengths.filter((s) => strengths.includes(s.id));
  return (
    <section aria-labelledby="career-results-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="career-results-title" className="text-2xl font-bold leading-snug">
          {group.label} 일에서 이어지는 직업
        </h2>
        <p className="text-lg text-ink">
          {picked.length > 0
            ? `고르신 강점: ${picked.map((s) => s.label).join(', ')}`
            : '강점은 고르지 않으셨어요. 다시봄이 정리한 순서대로 보여 드려요.'}
        </p>
        <p className="text-base text-ink-muted">{CAREER_MESSAGES.scopeLine}</p>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          <Link
            to={`/career${buildCareerSearch({ step: 'strengths', group, strengths: [...strengths] })}`}
            className={linkClass}
          >
            강점 다시 고르기
          </Link>
          <Link
            to={`/career${buildCareerSearch({ step: 'group', group, strengths: [] })}`}
            className={linkClass}
          >
            일의 종류 다시 고르기
          </Link>
        </div>
      </div>
      {result.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner isLabelVisible label="이어지는 직업을 찾고 있어요" />
        </div>
      ) : result.isError ? (
        <ErrorState
          message={CAREER_ERROR_TEXT}
          onRetry={() => void result.refetch()}
          isRetrying={result.isFetching}
        />
      ) : result.data.suggestions.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-card bg-primary-soft p-5">
          <p className="text-lg font-semibold">{CAREER_EMPTY_TEXT}</p>
          <Link to="/onboard" className={linkClass}>
            9가지 질문에 답하고 추천받기
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label="이어지는 직업" className="flex flex-col gap-5">
            {result.data.suggestions.map((suggestion) => (
              <li key={suggestion.jobId}>
                <SuggestionCard suggestion={suggestion} />
              </li>
            ))}
          </ul>
          {result.data.linkedCount > result.data.suggestions.length && (
            <p className="text-base text-ink-muted">
              이어지는 직업 {result.data.linkedCount}개 가운데 {result.data.suggestions.length}개를 보여
              드려요. 강점을 바꿔 고르면 다른 직업이 먼저 나올 수 있어요.
            </p>
          )}
        </>
      )}
      <p className="text-lg">
        <Link to="/onboard" className={linkClass}>
          9가지 질문으로도 추천받아 보기
        </Link>
      </p>
    </section>
  );
}
