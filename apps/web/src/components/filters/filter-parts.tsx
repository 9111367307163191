import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  type Key,
  ListBox,
  ListBoxItem,
  type ListBoxProps,
  Popover,
  type Selection,
} from 'react-aria-components';
import { cx } from '../ui/cx.ts';

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

export type FilterFieldProps = {
  label: string;
  /** What the closed field shows: the chosen value, or what no choice means. */
  valueText: string;
  /** The value is a placeholder ("선택해 주세요"), drawn muted. */
  isPlaceholder?: boolean;
  description?: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The list inside the popover; it gets the label's id to be named by it. */
  children: (labelId: string) => ReactNode;
  className?: string;
};

/**
 * A labelled field-like button that opens a popover dialog below it: focus moves in, Escape closes it and focus
 * returns to the field. It looks like the product's Select, so filter rows read as one set of controls; unlike the
 * Select, what goes inside is free (a list that is cleared by choosing its chosen option again, or the two-step
 * city → district list).
 */
export function FilterField({
  label,
  valueText,
  isPlaceholder = false,
  description,
  isOpen,
  onOpenChange,
  children,
  className,
}: FilterFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const descriptionId = `${id}-description`;

  return (
    <div className={cx('flex min-w-0 flex-col gap-2', className)}>
      <span id={labelId} className="text-base font-semibold text-ink">
        {label}
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        <AriaButton
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={description != null ? descriptionId : undefined}
          className={cx(
            'flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border-2 border-line bg-white px-4 py-2 text-start text-base text-ink',
            'data-hovered:bg-primary-soft data-pressed:bg-primary-tint data-disabled:cursor-not-allowed data-disabled:bg-line-soft/40 data-disabled:text-ink-muted',
          )}
        >
          <span id={valueId} className={cx('min-w-0 flex-1 break-words', isPlaceholder && 'text-ink-muted')}>
            {valueText}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cx('size-5 shrink-0 text-ink-muted transition-transform', isOpen && 'rotate-180')}
          />
        </AriaButton>
        {/* Same width as its trigger; scrolls as a whole when the screen is short (phones at 150 % text). */}
        <Popover
          placement="bottom start"
          offset={6}
          className="flex w-(--trigger-width) flex-col overflow-y-auto rounded-xl border-2 border-line bg-white shadow-lg outline-none"
        >
          <Dialog aria-labelledby={labelId} className="flex min-h-0 flex-col outline-none">
            {children(labelId)}
          </Dialog>
        </Popover>
      </DialogTrigger>
      {description != null && (
        <p id={descriptionId} className="text-base text-ink-muted">
          {description}
        </p>
      )}
    </div>
  );
}
