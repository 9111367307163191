import type { Region } from '@dasibom/contract';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { ResidenceButton } from '../../features/regions/components/residence-button.tsx';

/**
 * "우리 동네 일자리": a visitor picks a city and district and goes to the postings list filtered to it. The region
 * travels in the URL (`/jobsearch?job=&location=서울 강남구`), the same filter parameters the postings list reads.
 * Composed here (app/) because it joins two features: regions and recruitment.
 */
export function HomeLocalJobs() {
  const [region, setRegion] = useState<Region | null>(null);
  // `job=` (empty) asks for every occupation: an absent `job` would mean the list's default, 요양보호사.
  const href = `/jobsearch?${new URLSearchParams(region ? { job: '', location: region.regionName } : { job: '' })}`;
  return (
    <section
      aria-labelledby="home-local-title"
      className="mx-auto mt-10 w-full max-w-6xl px-4 min-[30rem]:px-6"
    >
      <div className="flex flex-col gap-5 rounded-card border border-line-soft bg-primary-soft p-6 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-4">
          <h2 id="home-local-title" className="flex items-center gap-2 text-2xl font-bold">
            <MapPin aria-hidden="true" className="size-6 shrink-0 text-primary" />
            우리 동네 일자리
          </h2>
          <p className="text-ink-muted">사는 곳을 고르면 가까운 채용 공고를 모아 보여드려요.</p>
          <ResidenceButton label="사는 곳" value={region} onChange={setRegion} className="max-w-md" />
        </div>
        <LinkButton href={href} size="lg" variant={region ? 'primary' : 'secondary'}>
          {region ? `${region.regionName} 일자리 보기` : '전체 일자리 보기'}
        </LinkButton>
      </div>
    </section>
  );
}
