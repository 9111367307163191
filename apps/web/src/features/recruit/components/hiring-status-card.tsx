import { cityOf } from '@dasibom/contract/plain';
import { ChevronRight, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { usePopularRecruit } from '../api/get-popular-recruit.ts';
import { recruitListHref } from '../recruit-params.ts';

export const HOME_LOAD_ERROR_TEXT = '정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

/** The member's residence city ("서울 강남구" → "서울"), or null for visitors and members without a region. */
export function useMemberCity(): string | null {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const regionName = useSessionStore((state) => state.user?.regionName ?? null);
  if (!isLoggedIn || !regionName) return null;
  return cityOf(regionName) || null;
}

/**
 * Whose hiring status home shows (spec: Home): `popular` — "인기 직종 채용 현황", the most chosen occupations counted
 * nationwide (visitors, and members without a plan); `mine` — the member's own occupations first, counted in their
 * residence city: "{city} 채용 현황" (members with a plan; nationwide, under the popular title, without a residence);
 * `pending` — a member's plan is still loading: the card keeps its place and asks nothing yet.
 */
export type HiringStatusKind = 'popular' | 'mine' | 'pending';

/**
 * Home's hiring status card. Each row says how many open postings an occupation has and opens /jobsearch filtered
 * to it (and to the member's city, where it was counted).
 */
export function HiringStatusCard({ kind }: { kind: HiringStatusKind }) {
  const memberId = useSessionStore((state) => (state.isLoggedIn ? state.memberId : null));
  const memberCity = useMemberCity();
  const asMember = kind === 'mine' && memberId !== null;
  const city = asMember ? memberCity : null;
  const popular = usePopularRecruit(asMember ? memberId : null, city, kind !== 'pending');
  const title = kind === 'pending' ? '채용 현황' : city ? `${city} 채용 현황` : '인기 직종 채용 현황';
  const location = city ?? null;

  return (
    <section
      aria-labelledby="home-hiring-title"
      className="@container mx-auto mt-10 w-full max-w-6xl px-4 min-[30rem]:px-6"
    >
      <div className="flex flex-col gap-5 rounded-card border border-line-soft bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div className="flex flex-col gap-1">
            <h2 id="home-hiring-title" className="flex items-center gap-2 text-2xl font-bold">
              <TrendingUp aria-hidden="true" className="size-6 shrink-0 text-primary" />
              {title}
            </h2>
            <p className="text-ink-muted">
              {city
                ? `담은 직업과 인기 직업의 ${city} 채용 공고 수예요.`
                : asMember
                  ? '담은 직업과 인기 직업의 전국 채용 공고 수예요.'
                  : '많이 준비하는 직업의 전국 채용 공고 수예요.'}
            </p>
          </div>
          <Link
            to={recruitListHref({ location })}
            className="inline-flex min-h-11 items-center gap-1 text-lg font-semibold text-primary-strong underline underline-offset-4"
          >
            채용 정보 보러 가기
            <ChevronRight aria-hidden="true" className="size-5" />
          </Link>
        </div>

        {popular.isError ? (
          <ErrorState
            message={HOME_LOAD_ERROR_TEXT}
            onRetry={() => void popular.refetch()}
            isRetrying={popular.isFetching}
          />
        ) : popular.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner isLabelVisible label="채용 현황을 불러오는 중이에요" />
          </div>
        ) : popular.data.length === 0 ? (
          <p className="rounded-xl bg-primary-soft px-4 py-6 text-center text-lg">아직 채용 현황이 없어요.</p>
        ) : (
          <ul className="grid gap-3 @min-[40rem]:grid-cols-3">
            {popular.data.map((entry) => (
              <li key={entry['job-name']}>
                <Link
                  to={recruitListHref({ job: entry['job-name'], location })}
                  className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-primary-soft px-5 py-3 text-ink no-underline hover:bg-primary-tint"
                >
                  <span className="min-w-0 break-keep break-words text-lg font-semibold">
                    {entry['job-name']}
                  </span>{' '}
                  <span className="shrink-0 text-xl font-bold text-primary-strong tabular-nums">
                    {formatNumber(entry.count)}건
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
