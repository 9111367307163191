/** Business constants of the spec and of docs/API.md, shared by client and server. */
export const LIMITS = {
  jobListPageSize: 9,
  recruitPageSize: 12,
  trainingPageSize: 12,
  /**
   * The recruit and training lists answer pages 0 … listMaxPages − 1 only. A page is an OFFSET on an index order, and
   * an OFFSET reads every row before the page: 1,000 pages × 12 = 12,000 rows is a few ms, page 30,000 reads 360,000.
   * No one pages that far; a job or a place narrows the list better than paging does.
   */
  listMaxPages: 1000,
  /**
   * Free-text recruit search counts its matches up to this many (100 pages); past it the total says "more than".
   * Counting every match of a common word reads a share of all postings; the first 1,200 are found early.
   */
  searchCountCap: 1200,
  scrapPageSize: 6,
  othersPageSize: 10,
  paginationGroup: 10,
  dropdownVisibleOptions: 8,
  dropdownMaxHeightPx: 540,
  mobileBreakpointPx: 480,
  verificationSeconds: 180,
  verificationCodeLength: 6,
  memoMaxLength: 5000,
  todoTitleMaxLength: 100,
  imagesPerTodo: 5,
  imageMaxBytes: 5 * 1024 * 1024,
  homeTodoCount: 4,
  jobDetailPostings: 3,
  myPageJobs: 5,
  staleTimeMs: 5 * 60 * 1000,
} as const;

/** Toast durations of the spec, in milliseconds. */
export const TOAST_DURATION = {
  navigation: 1500,
  common: 2500,
  jobSaved: 3000,
} as const;

export const TEXT_SIZES = [
  { id: 'normal', label: '보통', scale: 1 },
  { id: 'large', label: '크게', scale: 1.25 },
  { id: 'xlarge', label: '아주 크게', scale: 1.5 },
] as const;
export type TextSizeId = (typeof TEXT_SIZES)[number]['id'];
