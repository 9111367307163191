import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from './cx.ts';

export type CheckboxProps = Omit<AriaCheckboxProps, 'children'> & {
  /** The clickable label text. */
  children: ReactNode;
  /** Extra line under the label (e.g. what the consent covers). */
  description?: ReactNode;
};

/** A 28 px box inside a 44 px target; the whole label toggles it. */
export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (extra) =>
        cx(
          'group flex min-h-11 cursor-pointer items-start gap-3 rounded-lg py-2 pe-2 text-base text-ink data-disabled:cursor-not-allowed data-disabled:text-ink-muted',
          extra,
        ),
      )}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            aria-hidden="true"
            className={cx(
              'flex size-7 shrink-0 items-center justify-center rounded-md border-2 transition-colors',
              isSelected || isIndeterminate
                ? 'border-primary bg-primary text-white'
                : 'border-line bg-white group-data-hovered:border-primary',
              'group-data-invalid:border-danger',
            )}
          >
            {isIndeterminate ? (
              <Minus className="size-5" strokeWidth={3} />
            ) : isSelected ? (
              <Check className="size-5" strokeWidth={3} />
            ) : null}
          </span>
          <span className="flex min-w-0 flex-col pt-0.5">
            <span>{children}</span>
            {description != null && <span className="text-base text-ink-muted">{description}</span>}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
