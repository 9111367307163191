import type { Course, TrainingList } from '@dasibom/contract';
import { TRAINING_SORTS, type TrainingSort } from '@dasibom/contract/plain';
import { useRef } from 'react';
import { DataSourceNote } from '../../../components/data-source-note.tsx';
import { SegmentedChoice } from '../../../components/filters/segmented-choice.tsx';
import { PageCapNote } from '../../../components/ui/page-cap-note.tsx';
import { ResultsBody, type ResultsQuery } from '../../../components/ui/results-body.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { cappedTotalPages } from '../../../lib/list-page-cap.ts';
import { CourseCard, type RenderCourseScrap } from './course-card.tsx';

export const TRAINING_EMPTY_TEXT = '조건에 맞는 훈련과정이 없어요';
export const TRAINING_ERROR_TEXT = '훈련과정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
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
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
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
  page,
  onPageChange,
  sort,
  onSortChange,
  onResetFilters,
  onOpenCourse,
  renderScrap,
  pageKeys,
}: TrainingResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isError, isFetching } = courses;
  const hasResult = data !== undefined && !isError;
  const countText = hasResult ? trainingCountText(data.scn_cnt) : '';

  return (
    <section aria-labelledby="training-results-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 border-b border-line-soft pb-5 min-[56rem]:flex-row min-[56rem]:items-start min-[56rem]:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex items-center gap-3">
            <h2
              id="training-results-title"
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-24 text-2xl font-bold leading-snug outline-none"
            >
              {hasResult ? countText : '훈련과정 목록'}
            </h2>
            {hasResult && isFetching && <Spinner size="sm" label="새 목록을 불러오는 중" />}
          </div>
          {hasResult && (
            <DataSourceNote
              source={data.source}
              syncedAt={data.syncedAt}
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
      {/* Announced politely whenever a filter or page changes the result. */}
      <p role="status" className="sr-only">
        {countText}
      </p>

      <ResultsBody
        query={courses}
        errorMessage={TRAINING_ERROR_TEXT}
        loadingLabel="훈련과정을 불러오는 중이에요"
        isEmpty={data?.srchList.length === 0}
        emptyMessage={TRAINING_EMPTY_TEXT}
        emptyDescription="거주지를 넓히거나 다른 직업, 훈련과정 종류로 찾아보세요."
        onResetFilters={onResetFilters}
        page={page}
        totalPages={data ? totalPagesOf(data) : 0}
        onPageChange={onPageChange}
        headingRef={headingRef}
        listClassName="grid grid-cols-1 gap-5 min-[30rem]:grid-cols-2 min-[64rem]:grid-cols-3 min-[64rem]:gap-6"
      >
        {data?.srchList.map((course) => (
          <CourseCard
            key={`${course.trprId}-${course.trprDegr}-${course.trainstCstId}`}
            course={course}
            onOpen={onOpenCourse}
            renderScrap={renderScrap}
            pageKeys={pageKeys}
          />
        ))}
      </ResultsBody>
      {!courses.isError && data && data.srchList.length > 0 && (
        <PageCapNote total={data.scn_cnt} pageSize={data.pageSize} />
      )}
    </section>
  );
}
