import type { ReactNode } from 'react';
import { FilterField, lazyFilterList } from './filter-field.tsx';

export type FilterOption = { id: string; label: string };

const { List: FilterSelectList, preload: preloadList } = lazyFilterList(() =>
  import('./filter-select-list.tsx').then((module) => module.FilterSelectList),
);

export type FilterSelectProps = {
  label: string;
  options: readonly FilterOption[];
  /** The chosen option's id; null = no filter. */
  value: string | null;
  /** The new id, or null when the chosen option is picked again (spec §4) or `clearLabel` is picked. */
  onChange: (value: string | null) => void;
  /** A first option meaning "no filter", e.g. "전체 직업"; shown as chosen while `value` is null. */
  clearLabel?: string;
  placeholder?: string;
  description?: ReactNode;
  /** Shown above the options inside the list: loading or a failure with a retry button. */
  status?: ReactNode;
  className?: string;
};

const CLEAR_KEY = '__filter-clear__';

/**
 * A single-choice filter dropdown in which picking the chosen option again clears it (spec §4). The product's
 * Select cannot do that: a React Aria Select does not report a press on its selected option, a ListBox does (it
 * empties the selection). Escape closes the list without touching the filter.
 */
export function FilterSelect({
  options,
  clearLabel,
  placeholder = '선택해 주세요',
  status,
  ...field
}: FilterSelectProps) {
  const { value } = field;
  const items: FilterOption[] = clearLabel
    ? [{ id: CLEAR_KEY, label: clearLabel }, ...options]
    : [...options];
  const selectedKey = value ?? (clearLabel ? CLEAR_KEY : null);
  // Before the options arrive the value is its own best label (an occupation's name is its label).
  const shown =
    value === null ? (clearLabel ?? placeholder) : (options.find((o) => o.id === value)?.label ?? value);

  return (
    <FilterField
      {...field}
      valueText={shown}
      isPlaceholder={value === null && !clearLabel}
      onPreload={preloadList}
    >
      {(open) => (
        <FilterSelectList
          field={open}
          items={items}
          selectedKey={selectedKey}
          // "전체" picked while nothing is chosen is no change.
          onChoose={(key) => open.commit(key === CLEAR_KEY ? null : key)}
          status={status}
        />
      )}
    </FilterField>
  );
}
