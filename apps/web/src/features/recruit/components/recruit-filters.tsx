import { RECRUIT_SORT_OPTIONS } from '@dasibom/contract/plain';
import { FilterSelect } from '../../../components/filters/filter-select.tsx';
import {
  JobPlaceFilters,
  type JobPlacePageFiltersProps,
} from '../../../components/filters/job-place-filters.tsx';
import { DEFAULT_RECRUIT_SORT, type RecruitSearchParams, type RecruitSortOption } from '../recruit-params.ts';

export type RecruitFilterValues = Pick<RecruitSearchParams, 'job' | 'location' | 'sort'>;

const SORT_OPTIONS = RECRUIT_SORT_OPTIONS.map((sort) => ({ id: sort, label: sort }));

/**
 * 직업 종류, 거주지 (city → district) and 정렬, the chosen conditions as removable chips, and 초기화 (spec: Recruitment
 * list, §4 Filters). Choosing the selected option again clears it: the job becomes "전체 직업", the location
 * "전체 지역", the sort its default.
 */
export function RecruitFilters({
  values,
  onChange,
  onReset,
  choices,
}: JobPlacePageFiltersProps<RecruitFilterValues>) {
  return (
    <JobPlaceFilters
      values={values}
      onChange={onChange}
      choices={choices}
      regionAllLabel="전체 지역"
      extraChip={
        values.sort === DEFAULT_RECRUIT_SORT
          ? null
          : { label: values.sort, onRemove: () => onChange({ sort: DEFAULT_RECRUIT_SORT }) }
      }
      onReset={onReset}
      emptyText="전체 직업 · 전체 지역"
      gridClassName="grid gap-4 min-[48rem]:grid-cols-3"
    >
      <FilterSelect
        label="정렬"
        options={SORT_OPTIONS}
        value={values.sort}
        onChange={(sort) => onChange({ sort: (sort as RecruitSortOption | null) ?? DEFAULT_RECRUIT_SORT })}
      />
    </JobPlaceFilters>
  );
}
