import { TRAINING_TYPES } from '@dasibom/contract/plain';
import { FilterPanel } from '../../../components/filters/filter-panel.tsx';
import {
  OccupationFilter,
  type OccupationNamesState,
} from '../../../components/filters/occupation-filter.tsx';
import {
  RegionFilter,
  type RegionOptions,
  regionFilterLabel,
} from '../../../components/filters/region-filter.tsx';
import { SegmentedChoice } from '../../../components/filters/segmented-choice.tsx';
import type { ChipItem } from '../../../components/ui/chips.tsx';
import { DEFAULT_TRAINING_TYPE, isDefaultTrainingFilter, type TrainingParams } from '../training-params.ts';

type ChipKey = 'job' | 'location' | 'type';

export type TrainingFiltersProps = {
  params: TrainingParams;
  /** A changed filter; the page goes back to page 1. */
  onChange: (patch: Partial<Omit<TrainingParams, 'page'>>) => void;
  onReset: () => void;
  /** The occupation names (the app loads them through the jobs feature). */
  occupations: OccupationNamesState;
  /** The regions by city (the app loads them through the regions feature); null while loading. */
  regions: RegionOptions;
};

/** 직업 종류, 거주지 and 훈련과정 종류, then the chosen conditions as chips with 초기화. */
export function TrainingFilters({ params, onChange, onReset, occupations, regions }: TrainingFiltersProps) {
  const chips: ChipItem<ChipKey>[] = [];
  if (params.job !== null) chips.push({ id: 'job', label: params.job });
  if (params.location) chips.push({ id: 'location', label: regionFilterLabel(params.location) });
  if (params.type !== DEFAULT_TRAINING_TYPE) chips.push({ id: 'type', label: params.type });

  const removeChip = (key: ChipKey) => {
    if (key === 'job') onChange({ job: null });
    else if (key === 'location') onChange({ location: null });
    else onChange({ type: DEFAULT_TRAINING_TYPE });
  };

  return (
    <FilterPanel
      chips={chips}
      onRemoveChip={removeChip}
      onReset={isDefaultTrainingFilter(params) ? undefined : onReset}
      className="rounded-card bg-primary-soft p-4 min-[30rem]:p-6"
    >
      <div className="grid gap-5 min-[48rem]:grid-cols-2 min-[64rem]:grid-cols-3">
        <OccupationFilter names={occupations} value={params.job} onChange={(job) => onChange({ job })} />
        <RegionFilter
          regions={regions}
          value={params.location}
          onChange={(location) => onChange({ location })}
        />
        <SegmentedChoice
          label="훈련과정 종류"
          options={TRAINING_TYPES}
          value={params.type}
          onChange={(type) => onChange({ type })}
        />
      </div>
    </FilterPanel>
  );
}
