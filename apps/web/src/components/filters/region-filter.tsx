import { districtOf } from '@dasibom/contract/plain';
import type { ReactNode } from 'react';
import { FilterField, lazyFilterList } from './filter-field.tsx';

const { List: RegionFilterList, preload: preloadList } = lazyFilterList(() =>
  import('./region-filter-list.tsx').then((module) => module.RegionFilterList),
);

/** A city and its districts ("서울 강남구"), in display order: the contract's `groupRegionsByCity` shape. */
export type RegionFilterGroup = { city: string; districts: readonly { regionName: string }[] };

/** The regions to choose from, as the app loads them through the regions feature. */
export type RegionOptions = {
  /** null while the region list loads. */
  groups: readonly RegionFilterGroup[] | null;
  /** The region list could not be loaded and `groups` are the built-in main cities. */
  isFallback: boolean;
};

export type RegionFilterProps = {
  regions: RegionOptions;
  label?: string;
  /** "서울" (the whole city), "서울 강남구", or null (everywhere). */
  value: string | null;
  /** The new value, or null for everywhere — also when the chosen district (or "{city} 전체") is picked again. */
  onChange: (value: string | null) => void;
  /** The first city option and the field's text without a choice: no location filter. */
  allLabel?: string;
  description?: ReactNode;
  className?: string;
};

/** How a location value reads: a bare city is "서울 전체". */
export function regionFilterLabel(value: string): string {
  return districtOf(value) === '' ? `${value} 전체` : value;
}

/**
 * The two-level residence filter (spec §4). Picking a city keeps the list open and switches it to that city's
 * districts, "{city} 전체" first, with "시·도 다시 고르기" back to the cities (focus returns to the city just left).
 * Each opening starts where the current choice is: its city's districts, or the cities. Picking the chosen value
 * again clears it; Escape closes without touching it. The list is region-filter-list.tsx, loaded on first use.
 */
export function RegionFilter({
  regions: { groups, isFallback },
  label = '거주지',
  allLabel = '전국',
  ...field
}: RegionFilterProps) {
  const { value } = field;
  return (
    <FilterField
      {...field}
      label={label}
      valueText={value ? regionFilterLabel(value) : allLabel}
      onPreload={preloadList}
    >
      {(open) => (
        <RegionFilterList
          field={open}
          groups={groups}
          isFallback={isFallback}
          value={value}
          allLabel={allLabel}
        />
      )}
    </FilterField>
  );
}
