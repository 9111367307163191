import { Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Dialog,
  type Key,
  ListBox,
  ListBoxItem,
  type ListBoxProps,
  Popover,
  type Selection,
} from 'react-aria-components';
import { cx } from '../ui/cx.ts';
import type { FilterFieldList } from './filter-field.tsx';

/** The one key of a single selection, or null when React Aria emptied it (the chosen option was pressed again). */
export function firstKey(selection: Selection): Key | null {
  if (selection === 'all') return null;
  const [key] = selection;
  return key ?? null;
}

export const filterOptionClass = cx(
  'flex min-h-15 cursor-pointer items-center gap-3 rounded-lg px-4 py-2 text-base text-ink',
  'data-focused:bg-primary-tint data-hovered:bg-primary-soft data-selected:font-semibold data-selected:text-primary-strong',
  'data-focus-visible:-outline-offset-3',
);

/** An option's text with a check mark on the chosen one (selection is not shown by colour alone). */
export function FilterOptionContent({ label, isSelected }: { label: string; isSelected: boolean }) {
  return (
    <>
      <span className="min-w-0 flex-1 break-words">{label}</span>
      {isSelected && <Check aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />}
    </>
  );
}

export type FilterListItem = { id: string; label: string };

export type FilterListBoxProps<T extends FilterListItem> = Omit<
  ListBoxProps<T>,
  'selectionMode' | 'escapeKeyBehavior' | 'shouldSelectOnPressUp' | 'className' | 'children'
> & {
  ref?: Ref<HTMLDivElement>;
  /** An option; by default its label with a check mark when chosen. */
  children?: (item: T) => ReactNode;
};

function FilterListOption({ item }: { item: FilterListItem }) {
  return (
    <ListBoxItem id={item.id} textValue={item.label} className={filterOptionClass}>
      {({ isSelected }) => <FilterOptionContent label={item.label} isSelected={isSelected} />}
    </ListBoxItem>
  );
}

/**
 * A filter's single-choice list. Pressing the chosen option empties the selection (`firstKey` gives null): that is
 * how a filter is cleared by choosing its value again (spec §4).
 */
export function FilterListBox<T extends FilterListItem>({
  children = (item) => <FilterListOption item={item} />,
  ...props
}: FilterListBoxProps<T>) {
  return (
    <ListBox
      // The chosen option takes the focus when there is one (React Aria prefers it), else the first.
      autoFocus="first"
      {...props}
      selectionMode="single"
      // Escape closes the list; React Aria's default would first clear the chosen value.
      escapeKeyBehavior="none"
      // Select on release: on press a list that changes (cities → districts) would swap under the pointer.
      shouldSelectOnPressUp
      // 60 px options in a list of at most 33.75rem: eight show, the ninth scrolls (spec §9), as in the Select.
      className="flex max-h-[33.75rem] flex-col overflow-y-auto p-1 outline-none"
    >
      {children}
    </ListBox>
  );
}

export type FilterPopoverProps = {
  /**
   * The field it opens from (filter-field.tsx): the popover sits below the field's button, as wide as it, focus
   * returns to it, and the field's label names the dialog.
   */
  field: FilterFieldList;
  children: ReactNode;
};

/**
 * The open list of a filter field: a popover dialog below the field's button. Focus moves in, Escape or a press
 * outside closes it, and focus returns to the button. Loaded with the lists on first use (filter-field.tsx).
 */
export function FilterPopover({ field: { triggerRef, close, labelId }, children }: FilterPopoverProps) {
  return (
    // Same width as its trigger; scrolls as a whole when the screen is short (phones at 150 % text).
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      placement="bottom start"
      offset={6}
      className="flex w-(--trigger-width) flex-col overflow-y-auto rounded-xl border-2 border-line bg-white shadow-lg outline-none print:hidden"
    >
      <Dialog aria-labelledby={labelId} className="flex min-h-0 flex-col outline-none">
        {children}
      </Dialog>
    </Popover>
  );
}
