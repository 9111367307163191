import type { Region } from '@dasibom/contract';
import { ChevronRight, MapPin } from 'lucide-react';
import { type Ref, Suspense, useId, useState } from 'react';
import { cx } from '../../../components/ui/cx.ts';
import { FieldErrorText, FieldLabelText } from '../../../components/ui/field-parts.tsx';
import { lazyWithAria } from '../../../components/ui/lazy-with-aria.tsx';

const ResidencePicker = lazyWithAria(() =>
  import('./residence-picker.tsx').then((module) => module.ResidencePicker),
);

export type ResidenceButtonProps = {
  /** Field title, default 거주지. */
  label?: string;
  value?: Region | null;
  onChange: (region: Region) => void;
  /** Shows "(필수)" after the label. */
  isRequired?: boolean;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  /** Called when the picker closes (react-hook-form's onBlur marks the field touched). */
  onBlur?: () => void;
  /** Reaches the button, so react-hook-form can focus it on an error. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

/** A field-like button that shows the chosen region (or a placeholder) and opens the ResidencePicker. */
export function ResidenceButton({
  label = '거주지',
  value,
  onChange,
  isRequired,
  placeholder = '거주지를 선택해 주세요',
  description,
  errorMessage,
  isDisabled,
  onBlur,
  ref,
  className,
}: ResidenceButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  // The picker (React Aria, the region list and its schema) loads on the first opening, not with the page.
  const [hasOpened, setHasOpened] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [errorMessage && errorId, description && descriptionId].filter(Boolean).join(' ');

  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <span id={labelId} className="text-base font-semibold text-ink">
        <FieldLabelText isRequired={isRequired}>{label}</FieldLabelText>
      </span>
      <button
        type="button"
        ref={ref}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy || undefined}
        aria-haspopup="dialog"
        disabled={isDisabled}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className={cx(
          'flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-xl border-2 bg-white px-4 py-2 text-start text-base',
          'enabled:hover:bg-primary-soft disabled:cursor-not-allowed disabled:bg-line-soft/40',
          errorMessage ? 'border-danger' : 'border-line',
        )}
      >
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span id={valueId} className={cx('min-w-0 flex-1', value ? 'text-ink' : 'text-ink-muted')}>
          {value ? value.regionName : placeholder}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </button>
      {errorMessage && <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>}
      {description && (
        <p id={descriptionId} className="text-base text-ink-muted">
          {description}
        </p>
      )}
      {hasOpened && (
        <Suspense fallback={null}>
          <ResidencePicker
            isOpen={isOpen}
            value={value}
            onSelect={onChange}
            onClose={() => {
              setIsOpen(false);
              onBlur?.();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
