import { ChevronRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMemberPlace } from '../member-place.ts';
import { recruitListHref } from '../recruit-params.ts';

/**
 * The frame of home's latest postings — heading, 더 보러가기, and whatever goes between — without the list itself,
 * so that home can show it (with the loading state) before the list's code is in (app/routes/home-latest-slot.tsx,
 * ADR 012). The list is latest-postings-section.tsx.
 */

/** The member's residence as the postings list reads it, or null for visitors and members without a region. */
export function useLatestPostingsRegion(): string | null {
  return useMemberPlace();
}

export type LatestPostingsFrameProps = {
  region: string | null;
  /**
   * Once the postings are in: how near they are ("강남구 근처 공고", "강남구 근처 2건 · 전국 4건") and where 더 보러가기
   * points (null = everywhere). Before: the member's region, the place the postings are read around.
   */
  nearness?: { summary: string | null; location: string | null };
  /** Under the heading: where the postings come from (once they are in). */
  note?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
};

export function LatestPostingsFrame({ region, nearness, note, children, ref }: LatestPostingsFrameProps) {
  const line = nearness ? nearness.summary : region ? `${region}에서 가까운 공고부터 보여드려요` : null;
  return (
    <section
      ref={ref}
      aria-labelledby="home-latest-title"
      className="@container mx-auto w-full max-w-6xl px-4 pb-14 min-[30rem]:px-6"
    >
      <div className="mb-5 flex flex-col gap-1">
        <h2 id="home-latest-title" className="text-2xl font-bold">
          최근 올라온 일자리
        </h2>
        {line ? <p className="text-lg font-semibold text-primary-strong">{line}</p> : null}
        {note}
      </div>

      {children}

      <div className="mt-6 flex justify-center">
        <LinkButton
          href={recruitListHref({ job: null, location: nearness ? nearness.location : region })}
          variant="secondary"
          size="lg"
          icon={<ChevronRight aria-hidden="true" className="order-last size-5" />}
        >
          더 보러가기
        </LinkButton>
      </div>
    </section>
  );
}

/**
 * Before the list is asked for (home-latest-slot.tsx: the section is not near the screen yet): the loading state's
 * place, empty — nothing is loading, so no spinner says so.
 */
export function LatestPostingsIdle() {
  return (
    <div className="py-10">
      <div className="h-8" />
    </div>
  );
}

/** While the postings (or their code) load. */
export function LatestPostingsLoading() {
  return (
    <div className="flex justify-center py-10">
      <Spinner isLabelVisible label="최근 일자리를 불러오는 중이에요" />
    </div>
  );
}
