import type { Course, TrainingList } from '@dasibom/contract';
import { TRAINING_SORTS, type TrainingSort } from '@dasibom/contract/plain';
import { DataSourceNote } from '../../../components/data-source-note.tsx';
import { SegmentedChoice } from '../../../components/filters/segmented-choice.tsx';
import { ListResults, RefreshSpinner, ResultsCount } from '../../../components/list-page/list-results.tsx';
import { NoMatches, type ResultsQuery } from '../../../components/list-page/results-body.tsx';
import type { ListPager } from '../../../components/list-page/use-list-address.ts';
import { PageCapNote } from '../../../components/ui/page-cap-note.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { cappedTotalPages } from '../../../lib/list-page-cap.ts';
import { CourseCard, type RenderCourseScrap } from './course-card.tsx';

export const TRAINING_EMPTY_TEXT = '조건에 맞는 훈련과정이 없어요';
export const TRAINING_ERROR_TEXT = '훈련과정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
const TRAINING_EMPTY_HINT = '거주지를 넓히거나 다른 직업, 훈련과정 종류로 찾아보세요.';
export const TRAINING_SORT_HINT =
  '훈련과정에는 신청 마감일이 없어요. 마감 임박순은 개강이 빠른 순서, 마감 여유순은 개강이 늦은 순서예요.';
export const TRAINING_SAMPLE_TEXT =
  '실제 고용24 훈련과정이 아니에요. 화면을 둘러보실 수 있게 만든 예시 과정이에요.';

/** '{n}개의 훈련과정이 모집 중이에요' (spec wording), n with thousands separators. */
export function trainingCountText(total: number): string {
  return `${formatNumber(total)}개의 훈련과정이 모집 중이에요`;
}

/** The pages of the courses found, no more than the API answers (LIMITS.listMaxPages). */
export function totalPagesOf(data: Pick<TrainingList, 'scn_cnt' | 'pageSize'>): number {
  return cappedTotalPages(data.scn_cnt, data.pageSize);
}

export type TrainingResultsProps = {
  courses: ResultsQuery<TrainingList>;
  pager: ListPager;
  sort: TrainingSort;
  onSortChange: (sort: TrainingSort) => void;
  onResetFilters: () => void;
  onOpenCourse: (course: Course) => void;
  renderScrap?: RenderCourseScrap;
  /** The scrap keys of the courses on this page (the page computes them for its batch check). */
  pageKeys?: readonly string[];
};

/** The count line, the data source, 정렬, then loading / error / empty / the grid with pagination. */
export function TrainingResults({
  courses,
  pager,
  sort,
  onSortChange,
  onResetFilters,
  onOpenCourse,
  renderScrap,
  pageKeys,
}: TrainingResultsProps) {
  const { data, isError } = courses;
  const countText = data !== undefined && !isError ? trainingCountText(data.scn_cnt) : '';

  return (
    <ListResults
      titleId="training-results-title"
      title={countText || '훈련과정 목록'}
      titleClassName="scroll-mt-24 text-2xl font-bold leading-snug outline-none"
      className="flex flex-col gap-6"
      header={({ heading, shown, isRefreshing }) => (
        <>
          <div className="flex flex-col gap-4 border-b border-line-soft pb-5 min-[56rem]:flex-row min-[56rem]:items-start min-[56rem]:justify-between">
            <div className="flex min-w-0 flex-col gap-2">
              <div className="flex items-center gap-3">
                {heading}
                <RefreshSpinner isShown={isRefreshing} />
              </div>
              {shown && (
                <DataSourceNote
                  source={shown.source}
                  syncedAt={shown.syncedAt}
                  sampleDescription={TRAINING_SAMPLE_TEXT}
                />
              )}
            </div>
            <SegmentedChoice
              label="정렬"
              options={TRAINING_SORTS}
              value={sort}
              onChange={onSortChange}
              description={TRAINING_SORT_HINT}
              className="min-[56rem]:w-96 min-[56rem]:shrink-0"
            />
          </div>
          <ResultsCount className="sr-only">{countText}</ResultsCount>
        </>
      )}
      footer={(shown) => <PageCapNote total={shown.scn_cnt} pageSize={shown.pageSize} />}
      query={courses}
      itemsOf={(shown) => shown.srchList}
      totalPagesOf={totalPagesOf}
      pager={pager}
      errorMessage={TRAINING_ERROR_TEXT}
      loadingLabel="훈련과정을 불러오는 중이에요"
      empty={<NoMatches message={TRAINING_EMPTY_TEXT} hint={TRAINING_EMPTY_HINT} onReset={onResetFilters} />}
      listClassName="grid grid-cols-1 gap-5 min-[30rem]:grid-cols-2 min-[64rem]:grid-cols-3 min-[64rem]:gap-6"
    >
      {(course) => (
        <CourseCard
          key={`${course.trprId}-${course.trprDegr}-${course.trainstCstId}`}
          course={course}
          onOpen={onOpenCourse}
          renderScrap={renderScrap}
          pageKeys={pageKeys}
        />
      )}
    </ListResults>
  );
}
