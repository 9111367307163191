import type { ReactNode } from 'react';
import {
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from './cx.ts';

export type SwitchProps = Omit<AriaSwitchProps, 'children'> & {
  children: ReactNode;
  /** Visible state text, default 켜짐 / 꺼짐 (e.g. 공개 / 비공개). */
  onText?: string;
  offText?: string;
};

/** An on/off switch whose state is written out next to the track, not shown by colour alone. */
export function Switch({ children, onText = '켜짐', offText = '꺼짐', className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeRenderProps(className, (extra) =>
        cx(
          'group flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg py-1 pe-2 text-base text-ink data-disabled:cursor-not-allowed data-disabled:text-ink-muted',
          extra,
        ),
      )}
    >
      {({ isSelected }) => (
        <>
          <span className="min-w-0">{children}</span>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cx(
                'flex h-8 w-13 shrink-0 items-center rounded-full border-2 p-0.5 transition-colors',
                isSelected ? 'border-primary bg-primary' : 'border-line bg-line-soft',
              )}
            >
              <span
                className={cx(
                  'size-6 rounded-full bg-white shadow transition-transform',
                  isSelected ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0',
                )}
              />
            </span>
            {/* The switch role already exposes on/off; this text is for eyes only. */}
            <span
              aria-hidden="true"
              className={cx('min-w-12 font-semibold', isSelected ? 'text-primary' : 'text-ink-muted')}
            >
              {isSelected ? onText : offText}
            </span>
          </span>
        </>
      )}
    </AriaSwitch>
  );
}
