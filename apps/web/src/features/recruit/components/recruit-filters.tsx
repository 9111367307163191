import { RECRUIT_SORT_OPTIONS } from '@dasibom/contract/plain';
import { FilterPanel } from '../../../components/filters/filter-panel.tsx';
import { FilterSelect } from '../../../components/filters/filter-select.tsx';
import {
  OccupationFilter,
  type OccupationNamesState,
} from '../../../components/filters/occupation-filter.tsx';
import {
  RegionFilter,
  type RegionOptions,
  regionFilterLabel,
} from '../../../components/filters/region-filter.tsx';
import type { ChipItem } from '../../../components/ui/chips.tsx';
import { DEFAULT_RECRUIT_SORT, type RecruitSearchParams, type RecruitSortOption } from '../recruit-params.ts';

export type RecruitFilterValues = Pick<RecruitSearchParams, 'job' | 'location' | 'sort'>;

export type RecruitFiltersProps = {
  values: RecruitFilterValues;
  onChange: (patch: Partial<RecruitFilterValues>) => void;
  onReset: () => void;
  /** The occupation names (the app loads them through the jobs feature). */
  occupations: OccupationNamesState;
  /** The regions by city (the app loads them through the regions feature); null while loading. */
  regions: RegionOptions;
};

type ChipId = 'job' | 'location' | 'sort';

const SORT_OPTIONS = RECRUIT_SORT_OPTIONS.map((sort) => ({ id: sort, label: sort }));

/**
 * 직업 종류, 거주지 (city → district) and 정렬, the chosen conditions as removable chips, and 초기화 (spec: Recruitment
 * list, §4 Filters). Choosing the selected option again clears it: the job becomes "전체 직업", the location
 * "전체 지역", the sort its default.
 */
export function RecruitFilters({ values, onChange, onReset, occupations, regions }: RecruitFiltersProps) {
  const chips: ChipItem<ChipId>[] = [];
  if (values.job !== null) chips.push({ id: 'job', label: values.job });
  if (values.location) chips.push({ id: 'location', label: regionFilterLabel(values.location) });
  if (values.sort !== DEFAULT_RECRUIT_SORT) chips.push({ id: 'sort', label: values.sort });

  const removeChip = (id: ChipId) => {
    if (id === 'job') onChange({ job: null });
    else if (id === 'location') onChange({ location: null });
    else onChange({ sort: DEFAULT_RECRUIT_SORT });
  };

  return (
    <FilterPanel chips={chips} onRemoveChip={removeChip} onReset={onReset} emptyText="전체 직업 · 전체 지역">
      <div className="grid gap-4 min-[48rem]:grid-cols-3">
        <OccupationFilter names={occupations} value={values.job} onChange={(job) => onChange({ job })} />
        <RegionFilter
          regions={regions}
          allLabel="전체 지역"
          value={values.location}
          onChange={(location) => onChange({ location })}
        />
        <FilterSelect
          label="정렬"
          options={SORT_OPTIONS}
          value={values.sort}
          onChange={(sort) => onChange({ sort: (sort as RecruitSortOption | null) ?? DEFAULT_RECRUIT_SORT })}
        />
      </div>
    </FilterPanel>
  );
}
