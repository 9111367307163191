import { useEffect, useRef } from 'react';
import { type ChipItem, Chips, Select } from '../../../components/ui/index.ts';
import {
  hasActiveFilters,
  JOB_FILTER_KEYS,
  JOB_FILTERS,
  type JobFilterKey,
  type JobFilters as JobFilterValues,
} from '../job-list-params.ts';

/** The first option of every dropdown: choosing it clears that filter (the spec's "select again to clear"). */
const ALL = '__all__';

export type JobFiltersProps = {
  filters: JobFilterValues;
  onChange: (key: JobFilterKey, value: string | null) => void;
  onReset: () => void;
};

/**
 * Three dropdowns, the chosen conditions as removable chips, and 초기화. A React Aria Select does not report a
 * press on the option that is already selected, so clearing is offered as an explicit "전체" option instead —
 * visible, and reachable with the keyboard like any other option.
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
          <Select<string>
            key={key}
            label={label}
            items={[{ id: ALL, label: '전체' }, ...options.map((option) => ({ id: option, label: option }))]}
            selectedKey={filters[key] ?? ALL}
            onSelectionChange={(next) => {
              const value = next === null || next === ALL || next === filters[key] ? null : String(next);
              if (value !== (filters[key] ?? null)) onChange(key, value);
            }}
          />
        ))}
      </div>
      {isActive && <Chips items={chips} onRemove={(key) => onChange(key, null)} onReset={onReset} />}
    </section>
  );
}
