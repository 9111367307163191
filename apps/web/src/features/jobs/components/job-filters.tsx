import { useEffect, useRef } from 'react';
import { FilterSelect } from '../../../components/filters/filter-select.tsx';
import { type ChipItem, Chips } from '../../../components/ui/chips.tsx';
import {
  hasActiveFilters,
  JOB_FILTER_KEYS,
  JOB_FILTERS,
  type JobFilterKey,
  type JobFilters as JobFilterValues,
} from '../job-list-params.ts';

export type JobFiltersProps = {
  filters: JobFilterValues;
  onChange: (key: JobFilterKey, value: string | null) => void;
  onReset: () => void;
};

/**
 * Three dropdowns, the chosen conditions as removable chips, and 초기화. Each dropdown's first option, "전체", clears
 * that filter — visible, and reachable with the keyboard like any other option — and so does picking the chosen
 * option again (the spec's "select again to clear"). The dropdowns' lists load on first use (ADR 012).
 */
export function JobFilters({ filters, onChange, onReset }: JobFiltersProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isActive = hasActiveFilters(filters);
  const wasActive = useRef(isActive);

  // The last chip or 초기화 just disappeared with the focus on it: continue from the filter heading, not the page top.
  useEffect(() => {
    const lostFocus = document.activeElement === null || document.activeElement === document.body;
    if (wasActive.current && !isActive && lostFocus) headingRef.current?.focus();
    wasActive.current = isActive;
  }, [isActive]);

  const chips: ChipItem<JobFilterKey>[] = [];
  for (const key of JOB_FILTER_KEYS) {
    const value = filters[key];
    const definition = JOB_FILTERS.find((filter) => filter.key === key);
    if (value && definition) chips.push({ id: key, label: definition.chipLabel(value) });
  }

  return (
    <section aria-labelledby="job-filters-title" className="flex flex-col gap-4">
      <h2
        id="job-filters-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-bold outline-none"
      >
        조건으로 찾기
      </h2>
      <div className="grid gap-4 min-[48rem]:grid-cols-3">
        {JOB_FILTERS.map(({ key, label, options }) => (
          <FilterSelect
            key={key}
            label={label}
            clearLabel="전체"
            options={options.map((option) => ({ id: option, label: option }))}
            value={filters[key] ?? null}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </div>
      {isActive && <Chips items={chips} onRemove={(key) => onChange(key, null)} onReset={onReset} />}
    </section>
  );
}
