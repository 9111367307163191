import { TRAINING_TYPES } from '@dasibom/contract/plain';
import {
  JobPlaceFilters,
  type JobPlacePageFiltersProps,
} from '../../../components/filters/job-place-filters.tsx';
import { SegmentedChoice } from '../../../components/filters/segmented-choice.tsx';
import { DEFAULT_TRAINING_TYPE, isDefaultTrainingFilter, type TrainingParams } from '../training-params.ts';

/** 직업 종류, 거주지 and 훈련과정 종류, then the chosen conditions as chips with 초기화. */
export function TrainingFilters({
  values: params,
  onChange,
  onReset,
  choices,
}: JobPlacePageFiltersProps<TrainingParams>) {
  return (
    <JobPlaceFilters
      values={params}
      onChange={onChange}
      choices={choices}
      extraChip={
        params.type === DEFAULT_TRAINING_TYPE
          ? null
          : { label: params.type, onRemove: () => onChange({ type: DEFAULT_TRAINING_TYPE }) }
      }
      onReset={isDefaultTrainingFilter(params) ? undefined : onReset}
      className="rounded-card bg-primary-soft p-4 min-[30rem]:p-6"
      gridClassName="grid gap-5 min-[48rem]:grid-cols-2 min-[64rem]:grid-cols-3"
    >
      <SegmentedChoice
        label="훈련과정 종류"
        options={TRAINING_TYPES}
        value={params.type}
        onChange={(type) => onChange({ type })}
      />
    </JobPlaceFilters>
  );
}
