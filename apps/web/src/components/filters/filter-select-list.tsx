import type { ReactNode } from 'react';
import type { Selection } from 'react-aria-components';
import type { FilterFieldList } from './filter-field.tsx';
import { FilterListBox, type FilterListItem, FilterPopover, firstKey } from './filter-parts.tsx';

export type FilterSelectListProps = {
  /** The field it opens from. */
  field: FilterFieldList;
  items: readonly FilterListItem[];
  selectedKey: string | null;
  /** The pressed option's id, or null when the chosen option was pressed again. */
  onChoose: (key: string | null) => void;
  status?: ReactNode;
};

/** FilterSelect's open list (React Aria), loaded on first use. */
export function FilterSelectList({ field, items, selectedKey, onChoose, status }: FilterSelectListProps) {
  return (
    <FilterPopover field={field}>
      {status}
      <FilterListBox
        aria-labelledby={field.labelId}
        selectedKeys={selectedKey === null ? [] : [selectedKey]}
        onSelectionChange={(selection: Selection) => {
          const key = firstKey(selection);
          onChoose(key === null ? null : String(key));
        }}
        items={items}
      />
    </FilterPopover>
  );
}
