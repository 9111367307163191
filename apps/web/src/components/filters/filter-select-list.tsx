import type { ReactNode, RefObject } from 'react';
import type { Selection } from 'react-aria-components';
import { FilterListBox, type FilterListItem, FilterPopover, firstKey } from './filter-parts.tsx';

export type FilterSelectListProps = {
  triggerRef: RefObject<HTMLButtonElement | null>;
  labelId: string;
  items: readonly FilterListItem[];
  selectedKey: string | null;
  /** The pressed option's id, or null when the chosen option was pressed again. */
  onChoose: (key: string | null) => void;
  onClose: () => void;
  status?: ReactNode;
};

/** FilterSelect's open list (React Aria), loaded on first use. */
export function FilterSelectList({
  triggerRef,
  labelId,
  items,
  selectedKey,
  onChoose,
  onClose,
  status,
}: FilterSelectListProps) {
  return (
    <FilterPopover triggerRef={triggerRef} onClose={onClose} labelId={labelId}>
      {status}
      <FilterListBox
        aria-labelledby={labelId}
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
