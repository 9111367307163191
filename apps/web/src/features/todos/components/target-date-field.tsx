import { type Ref, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { FieldDescription, FieldErrorText, labelClass } from '../../../components/ui/field-parts.tsx';
import { seoulToday } from '../../../lib/format-date.ts';
import { targetDateLabel } from '../target-date.ts';

export const TARGET_DATE_LABEL = '목표일';
export const TARGET_DATE_INCOMPLETE =
  '목표일을 연, 월, 일까지 모두 넣어 주세요. 정하지 않으려면 지우기를 누르세요.';

/**
 * A date input the person started but did not finish (only the year, say): the browser reports it as empty, so
 * without this check a half-typed 목표일 would silently be dropped on save.
 */
export function isDateIncomplete(input: HTMLInputElement | null): boolean {
  return Boolean(input?.validity.badInput);
}

export type TargetDateFieldProps = {
  /** `YYYY-MM-DD` or '' (none). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errorMessage?: string | undefined;
  isReadOnly?: boolean;
  /** Quick-add: no help line while empty. */
  isCompact?: boolean;
  ref?: Ref<HTMLInputElement>;
  name?: string;
  className?: string;
};

/**
 * 목표일 (선택): the browser's own date input (typed or picked; Korean order with `lang="ko"`), a 지우기 button, and
 * under it the chosen day in words with its D-day ("3월 31일(수) · D-12"), counted in Asia/Seoul days.
 */
export function TargetDateField({
  value,
  onChange,
  onBlur,
  errorMessage,
  isReadOnly = false,
  isCompact = false,
  ref,
  name,
  className,
}: TargetDateFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const inputId = `${id}-input`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = Boolean(errorMessage);
  const label = value ? targetDateLabel(value, { completed: false, today: seoulToday() }) : null;
  const description = label
    ? label.text
    : isReadOnly
      ? '정하지 않았어요.'
      : isCompact
        ? null
        : '정해 두면 할일 목록과 시간표에 날짜와 D-day가 나와요.';

  const clear = () => {
    const input = inputRef.current;
    // A half-typed date reads as '' already: clear the node itself, or React would see no change to make.
    if (input) input.value = '';
    onChange('');
    input?.focus();
  };

  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <label htmlFor={inputId} className={labelClass}>
        {TARGET_DATE_LABEL} <span className="font-normal text-ink-muted">(선택)</span>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <div
          className={cx(
            'flex min-w-0 items-center rounded-xl border-2 bg-white',
            'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary has-[input:focus-visible]:outline-solid',
            hasError ? 'border-danger' : 'border-line',
            isReadOnly && 'bg-line-soft/40',
          )}
        >
          <input
            ref={(node) => {
              inputRef.current = node;
              if (typeof ref === 'function') ref(node);
              else if (ref) ref.current = node;
            }}
            id={inputId}
            name={name}
            type="date"
            lang="ko"
            min="2000-01-01"
            max="2099-12-31"
            value={value}
            readOnly={isReadOnly}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-invalid={hasError || undefined}
            aria-describedby={
              [hasError && errorId, description !== null && descriptionId].filter(Boolean).join(' ') ||
              undefined
            }
            className="min-h-12 min-w-0 rounded-xl bg-transparent px-4 py-2 text-base text-ink focus-visible:outline-none"
          />
        </div>
        {!isReadOnly && (
          <Button variant="ghost" onPress={clear} aria-label="목표일 지우기">
            지우기
          </Button>
        )}
      </div>
      {hasError && <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>}
      {description !== null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
    </div>
  );
}
