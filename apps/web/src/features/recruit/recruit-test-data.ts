import type { NearTier, Posting, RecruitList, RecruitNear } from '@dasibom/contract';

/** Test-only: postings and list answers shaped like GET /v1/recruit/list. */
export function makePosting(overrides: Partial<Posting> = {}): Posting {
  return {
    id: '50123',
    url: 'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=50123',
    active: 1,
    title: '주간보호센터 요양보호사 모집',
    jobName: '요양보호사',
    companyName: '햇살요양원',
    locationName: '서울 강남구',
    jobTypeName: '정규직',
    experienceLevel: '경력무관',
    requiredEducationLevel: '학력무관',
    closeType: '접수마감일',
    salary: '월 230만원',
    postTimestamp: 1_748_000_000,
    postDate: '2025-05-20',
    'expiration-timestamp': 1_748_703_599,
    'expiration-date': '2025-06-01',
    deadline: 'D-6',
    count: 12,
    ...overrides,
  };
}

export function makePostings(count: number, prefix = 'p'): Posting[] {
  return Array.from({ length: count }, (_, i) =>
    makePosting({ id: `${prefix}${i + 1}`, title: `요양보호사 채용 ${i + 1}`, companyName: `회사 ${i + 1}` }),
  );
}

export function makeRecruitList(overrides: Partial<RecruitList> = {}): RecruitList {
  const job = overrides.job ?? makePostings(3);
  return {
    count: job.length,
    start: 0,
    total: job.length,
    totalCapped: false,
    job,
    source: 'SARAMIN',
    syncedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    ...overrides,
  };
}

/** Test-only: a GET /v1/recruit/near answer; `tiers` tags the postings in order (default: all nationwide). */
export function makeRecruitNear(
  overrides: { place?: string | null; tiers?: NearTier[]; job?: Posting[] } = {},
): RecruitNear {
  const tiers = overrides.tiers ?? ['nationwide', 'nationwide', 'nationwide'];
  const job = overrides.job ?? makePostings(tiers.length);
  return {
    place: overrides.place ?? null,
    job: job.map((posting, i) => ({ ...posting, tier: tiers[i] ?? 'nationwide' })),
    source: 'SARAMIN',
    syncedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  };
}
