import type { Region } from '@dasibom/contract';
import { MapPin } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useMemberPlace } from '../../features/recruit/member-place.ts';
import { ResidenceButton } from '../../features/regions/components/residence-button.tsx';

/** `job=` (empty) asks for every occupation: an absent `job` would mean the list's default, 요양보호사. */
function localHref(place: string | null): string {
  return `/jobsearch?${new URLSearchParams(place ? { job: '', location: place } : { job: '' })}`;
}

/**
 * "우리 동네 일자리": the postings list filtered to a place. A member who gave a residence is not asked again: it is
 * shown, used, and changed on 마이페이지 (where it is stored). Visitors, and members without one, pick a city and
 * district here (kept on this page only). The region travels in the URL (`/jobsearch?job=&location=서울 강남구`), the
 * same filter parameters the postings list reads. Composed here (app/) because it joins two features: regions and
 * recruitment.
 */
export function HomeLocalJobs() {
  const residence = useMemberPlace();
  return residence ? <MemberLocalJobs residence={residence} /> : <PickLocalJobs />;
}

function LocalJobsFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="home-local-title"
      className="mx-auto mt-10 w-full max-w-6xl px-4 min-[30rem]:px-6"
    >
      <div className="flex flex-col gap-5 rounded-card border border-line-soft bg-primary-soft p-6 sm:flex-row sm:items-end">
        {children}
      </div>
    </section>
  );
}

function LocalJobsTitle() {
  return (
    <h2 id="home-local-title" className="flex items-center gap-2 text-2xl font-bold">
      <MapPin aria-hidden="true" className="size-6 shrink-0 text-primary" />
      우리 동네 일자리
    </h2>
  );
}

function MemberLocalJobs({ residence }: { residence: string }) {
  return (
    <LocalJobsFrame>
      <div className="flex flex-1 flex-col gap-4">
        <LocalJobsTitle />
        <p className="text-ink-muted">
          사는 곳 <span className="font-semibold text-ink">{residence}</span>의 채용 공고를 모아 보여드려요.
        </p>
        <Link
          to="/mypage"
          className="inline-flex min-h-11 items-center self-start text-lg font-semibold text-primary-strong underline underline-offset-4"
        >
          사는 곳 바꾸기<span className="sr-only"> (마이페이지)</span>
        </Link>
      </div>
      <LinkButton href={localHref(residence)} size="lg" variant="primary">
        {residence} 일자리 보기
      </LinkButton>
    </LocalJobsFrame>
  );
}

function PickLocalJobs() {
  const [region, setRegion] = useState<Region | null>(null);
  return (
    <LocalJobsFrame>
      <div className="flex flex-1 flex-col gap-4">
        <LocalJobsTitle />
        <p className="text-ink-muted">사는 곳을 고르면 가까운 채용 공고를 모아 보여드려요.</p>
        <ResidenceButton label="사는 곳" value={region} onChange={setRegion} className="max-w-md" />
      </div>
      <LinkButton
        href={localHref(region?.regionName ?? null)}
        size="lg"
        variant={region ? 'primary' : 'secondary'}
      >
        {region ? `${region.regionName} 일자리 보기` : '전체 일자리 보기'}
      </LinkButton>
    </LocalJobsFrame>
  );
}
