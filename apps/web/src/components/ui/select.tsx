import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  Select as AriaSelect,
  Button,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { cx } from './cx.ts';
import { FieldDescription, FieldErrorText, FieldLabelText, labelClass } from './field-parts.tsx';

export type SelectItem<K extends Key = Key> = { id: K; label: string; isDisabled?: boolean };

export type SelectProps<K extends Key = Key> = {
  label: ReactNode;
  /** Keeps the label for screen readers only (e.g. a sort menu next to a visible heading). */
  isLabelHidden?: boolean;
  items: readonly SelectItem<K>[];
  selectedKey?: K | null;
  defaultSelectedKey?: K | null;
  onSelectionChange?: (key: K | null) => void;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
};

/**
 * A single-choice dropdown. Options are 60 px tall and the list stops at 33.75rem (540 px at the default text
 * size), so it shows at most 8 options and scrolls from the 9th (spec §9).
 */
export function Select<K extends Key = Key>({
  label,
  isLabelHidden,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder = '선택해 주세요',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
}: SelectProps<K>) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const describedBy = [hasError && errorId, description != null && descriptionId].filter(Boolean).join(' ');

  return (
    <AriaSelect
      className={cx('flex flex-col gap-2', className)}
      placeholder={placeholder}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(key as K | null)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={hasError}
      name={name}
    >
      <Label className={isLabelHidden ? 'sr-only' : labelClass}>
        <FieldLabelText isRequired={isRequired}>{label}</FieldLabelText>
      </Label>
      <Button
        aria-describedby={describedBy || undefined}
        className={cx(
          'flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border-2 bg-white px-4 py-2 text-start text-base text-ink',
          'data-hovered:bg-primary-soft data-disabled:cursor-not-allowed data-disabled:bg-line-soft/40 data-disabled:text-ink-muted',
          hasError ? 'border-danger' : 'border-line',
        )}
      >
        <SelectValue className="min-w-0 flex-1 data-placeholder:text-ink-muted" />
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </Button>
      {hasError && <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>}
      {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      <Popover
        offset={6}
        className="max-h-[33.75rem] w-(--trigger-width) min-w-48 overflow-y-auto rounded-xl border-2 border-line bg-white shadow-lg print:hidden"
      >
        <ListBox items={items} className="flex flex-col p-1 outline-none">
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={cx(
                'flex min-h-15 cursor-pointer items-center gap-3 rounded-lg px-4 py-2 text-base text-ink',
                'data-focused:bg-primary-tint data-hovered:bg-primary-soft data-selected:font-semibold data-selected:text-primary-strong',
                'data-focus-visible:-outline-offset-3 data-disabled:cursor-not-allowed data-disabled:text-ink-muted',
              )}
            >
              {({ isSelected }) => (
                <>
                  <span className="min-w-0 flex-1">{item.label}</span>
                  {isSelected && <Check aria-hidden="true" className="size-5 shrink-0" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
