import type { ReactNode } from 'react';
import type { ChipItem } from '../ui/chips.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { OccupationFilter, type OccupationNamesState } from './occupation-filter.tsx';
import { RegionFilter, type RegionOptions, regionFilterLabel } from './region-filter.tsx';

/** The two conditions /jobsearch and /learning share: an occupation and a place (null = every one). */
export type JobPlaceValues = { job: string | null; location: string | null };

/** What the two fields offer, as the app loads it. */
export type JobPlaceChoices = {
  /** The occupation names (through the jobs feature). */
  occupations: OccupationNamesState;
  /** The regions by city (through the regions feature); null while loading. */
  regions: RegionOptions;
};

/** A page's filters built on these: its conditions, a change to some (back to page 1), 초기화, the choices. */
export type JobPlacePageFiltersProps<V extends JobPlaceValues> = {
  values: V;
  onChange: (patch: Partial<V>) => void;
  onReset: () => void;
  choices: JobPlaceChoices;
};

export type JobPlaceFiltersProps = {
  values: JobPlaceValues;
  onChange: (patch: Partial<JobPlaceValues>) => void;
  choices: JobPlaceChoices;
  /** The place field's text without a choice. */
  regionAllLabel?: string;
  /** The page's own condition as a chip, while it is not at its default; removing it resets it. */
  extraChip: { label: string; onRemove: () => void } | null;
  /** 초기화; left out when it would change nothing. */
  onReset?: () => void;
  emptyText?: string;
  className?: string;
  /** The fields' grid. */
  gridClassName: string;
  /** The page's own field, after the two. */
  children: ReactNode;
};

type ChipId = 'job' | 'location' | 'extra';

/** "조건으로 찾기" with 직업 종류 and 거주지 first, the page's own field after them, and the chosen ones as chips. */
export function JobPlaceFilters({
  values,
  onChange,
  choices: { occupations, regions },
  regionAllLabel,
  extraChip,
  onReset,
  emptyText,
  className,
  gridClassName,
  children,
}: JobPlaceFiltersProps) {
  const chips: ChipItem<ChipId>[] = [];
  if (values.job !== null) chips.push({ id: 'job', label: values.job });
  if (values.location) chips.push({ id: 'location', label: regionFilterLabel(values.location) });
  if (extraChip) chips.push({ id: 'extra', label: extraChip.label });

  const removeChip = (id: ChipId) => {
    if (id === 'job') onChange({ job: null });
    else if (id === 'location') onChange({ location: null });
    else extraChip?.onRemove();
  };

  return (
    <FilterPanel
      chips={chips}
      onRemoveChip={removeChip}
      onReset={onReset}
      emptyText={emptyText}
      className={className}
    >
      <div className={gridClassName}>
        <OccupationFilter names={occupations} value={values.job} onChange={(job) => onChange({ job })} />
        <RegionFilter
          regions={regions}
          allLabel={regionAllLabel}
          value={values.location}
          onChange={(location) => onChange({ location })}
        />
        {children}
      </div>
    </FilterPanel>
  );
}
