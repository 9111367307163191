import type { Course } from '@dasibom/contract';
import { courseScrapKey } from '@dasibom/contract/plain';
import { useResidencePrefill } from '../../components/filters/use-residence-prefill.ts';
import { DetailSlot } from '../../components/list-page/detail-slot.tsx';
import { useListAddress } from '../../components/list-page/use-list-address.ts';
import { lazyWithAria } from '../../components/ui/lazy-with-aria.tsx';
import {
  getOccupationNamesQueryOptions,
  useOccupationNames,
} from '../../features/jobs/api/get-occupation-names.ts';
import { getRegionsQueryOptions } from '../../features/regions/api/get-regions.ts';
import { useRegionGroups } from '../../features/regions/use-region-groups.ts';
import {
  getTrainingListQueryOptions,
  useTrainingList,
} from '../../features/training/api/get-training-list.ts';
import { TrainingFilters } from '../../features/training/components/training-filters.tsx';
import { TrainingResults } from '../../features/training/components/training-results.tsx';
import {
  buildTrainingSearch,
  DEFAULT_TRAINING_JOB,
  DEFAULT_TRAINING_PARAMS,
  parseTrainingParams,
  TRAINING_PREFILL_STORAGE_KEY,
  type TrainingParams,
  toTrainingListQuery,
} from '../../features/training/training-params.ts';
import type { Prefetch } from '../prefetch.ts';
import { renderCourseScrap } from './scrap-slots.tsx';

// The dialog (React Aria) loads when a course is first opened, not with the list (ADR 012).
const CourseDetailModal = lazyWithAria(() =>
  import('../../features/training/components/course-detail-modal.tsx').then(
    (module) => module.CourseDetailModal,
  ),
);

/**
 * /learning: filters, the count line with the data source and 정렬, the paged grid and the course detail. The state
 * lives in the address, so back/forward, reloads and shared links keep it; any filter change starts at page 1.
 */
export function LearningPage() {
  const {
    params: parsed,
    searchParams,
    show,
    showSearch,
    pager,
  } = useListAddress(parseTrainingParams, buildTrainingSearch);
  const names = useOccupationNames();
  const regions = useRegionGroups();

  // A job that is not one of the occupations (a hand-edited link) is ignored once the names are known; until then
  // the list waits rather than asking for something that may be thrown away.
  const isJobPlain = parsed.job === null || parsed.job === DEFAULT_TRAINING_JOB;
  const isJobKnown = isJobPlain || (parsed.job !== null && names.data?.includes(parsed.job) === true);
  const isJobUnknown = !isJobKnown && names.data !== undefined;
  const params: TrainingParams = isJobUnknown ? { ...parsed, job: DEFAULT_TRAINING_JOB } : parsed;

  const changeFilter = (patch: Partial<Omit<TrainingParams, 'page'>>) =>
    show({ ...params, ...patch, page: 1 });
  const reset = () => show(DEFAULT_TRAINING_PARAMS);

  // A member's residence, once per session, when the address names no location (a link's filter always wins).
  const willPrefill = useResidencePrefill(TRAINING_PREFILL_STORAGE_KEY, searchParams, (location) =>
    show({ ...params, location, page: 1 }, true),
  );
  const courses = useTrainingList(toTrainingListQuery(params), {
    enabled: (isJobKnown || isJobUnknown || names.isError) && !willPrefill,
  });

  // The open course lives in the address (`course` = its scrap key, trprId:trprDegr:trainstCstId), as /jobsearch's
  // `posting` does: a visitor who pressed 담기 in it comes back to it from the login screen. Only a course of the
  // page shown can be open (there is no single-course call).
  const pageKeys = courses.data?.srchList.map(courseScrapKey) ?? [];
  const openKey = searchParams.get('course');
  const openCourse =
    (openKey && courses.data?.srchList.find((course) => courseScrapKey(course) === openKey)) || null;
  const setOpenCourse = (course: Course | null) => {
    // Only `course` changes: the rest of the address stays as it is (an explicit `location=` must stay, or the
    // member's residence would be filled in).
    const next = new URLSearchParams(searchParams);
    if (course) next.set('course', courseScrapKey(course));
    else next.delete('course');
    showSearch(next, true);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 min-[30rem]:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold leading-snug">교육 정보</h1>
        <p className="text-lg text-ink-muted">
          나라에서 지원하는 직업훈련 과정을 직업과 사는 곳으로 찾아보세요.
        </p>
      </header>
      <TrainingFilters
        values={params}
        onChange={changeFilter}
        onReset={reset}
        choices={{ occupations: names, regions }}
      />
      <TrainingResults
        courses={courses}
        pager={pager(params)}
        sort={params.sort}
        onSortChange={(sort) => changeFilter({ sort })}
        onResetFilters={reset}
        onOpenCourse={setOpenCourse}
        renderScrap={renderCourseScrap}
        pageKeys={pageKeys}
      />
      <DetailSlot isOpen={openCourse !== null}>
        <CourseDetailModal
          course={openCourse}
          isSample={courses.data?.source === 'SAMPLE'}
          onClose={() => setOpenCourse(null)}
          renderScrap={renderCourseScrap}
          pageKeys={pageKeys}
        />
      </DetailSlot>
    </div>
  );
}

export { LearningPage as Component };

/** The filters' lists, and the courses for a visitor, for the job the page will ask for once the names are in. */
export const prefetch: Prefetch = async ({ client, searchParams, isMember }) => {
  const [names] = await Promise.all([
    client.fetchQuery(getOccupationNamesQueryOptions()).catch(() => undefined),
    client.prefetchQuery(getRegionsQueryOptions()),
  ]);
  if (isMember || names === undefined) return;
  const parsed = parseTrainingParams(searchParams);
  const isKnown = parsed.job === null || parsed.job === DEFAULT_TRAINING_JOB || names.includes(parsed.job);
  const params: TrainingParams = isKnown ? parsed : { ...parsed, job: DEFAULT_TRAINING_JOB };
  await client.prefetchQuery(getTrainingListQueryOptions(toTrainingListQuery(params)));
};
