import { Eye, EyeOff, X } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cx } from './cx.ts';
import { controlClass, type FieldBaseProps, FieldFrame, useFieldWiring } from './field-wiring.tsx';

/** Sets a form control's value the way typing does, so React's onChange (and react-hook-form) see it. */
function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

const iconButtonClass =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center self-center rounded-lg text-ink-muted data-hovered:bg-primary-tint data-hovered:text-primary-strong';

export type TextFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children' | 'disabled' | 'readOnly' | 'required'> & {
    /** Shows an "입력 지우기" button while there is text. */
    isClearable?: boolean;
    onClear?: () => void;
    ref?: Ref<HTMLInputElement>;
    inputClassName?: string;
  };

/**
 * A labelled text input. `type="password"` adds a show/hide button. `onChange`/`onBlur` receive the native events,
 * so `{...register('email')}`, a Controller's `field`, or plain `value` + `onChange` all work.
 */
export function TextField({ isClearable, onClear, inputClassName, type = 'text', ...props }: TextFieldProps) {
  const field = useFieldWiring<HTMLInputElement, typeof props>('input', props);
  const { elementRef, text } = field.current;
  const inputId = field.frame.controlId;
  const isPassword = type === 'password';
  const [isRevealed, setIsRevealed] = useState(false);
  const showClear = isClearable && !field.isDisabled && !field.isReadOnly && text.length > 0;

  const clear = () => {
    const input = elementRef.current;
    if (!input) return;
    setNativeValue(input, '');
    input.focus();
    onClear?.();
  };

  return (
    <FieldFrame
      {...field.frame}
      below={
        <>
          {field.errorText}
          {field.descriptionText}
        </>
      }
    >
      <input
        {...field.rest}
        {...field.control}
        type={isPassword && isRevealed ? 'text' : type}
        aria-describedby={field.describedBy()}
        className={cx(controlClass, inputClassName)}
      />
      {(showClear || isPassword) && (
        <span className="flex items-center gap-2 pe-1">
          {showClear && (
            <AriaButton aria-label="입력 지우기" onPress={clear} className={iconButtonClass}>
              <X aria-hidden="true" className="size-5" />
            </AriaButton>
          )}
          {isPassword && (
            <AriaButton
              aria-label={isRevealed ? '비밀번호 숨기기' : '비밀번호 보기'}
              aria-pressed={isRevealed}
              aria-controls={inputId}
              isDisabled={field.isDisabled}
              onPress={() => setIsRevealed((shown) => !shown)}
              className={iconButtonClass}
            >
              {isRevealed ? (
                <EyeOff aria-hidden="true" className="size-6" />
              ) : (
                <Eye aria-hidden="true" className="size-6" />
              )}
            </AriaButton>
          )}
        </span>
      )}
    </FieldFrame>
  );
}

export type TextAreaProps = FieldBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'disabled' | 'readOnly' | 'required'> & {
    /** Shows "123 / 5000" under the field; needs `maxLength`. */
    showCount?: boolean;
    ref?: Ref<HTMLTextAreaElement>;
    textAreaClassName?: string;
  };

/** A labelled multi-line field with the same wiring as TextField and an optional character counter. */
export function TextArea({ showCount, textAreaClassName, maxLength, rows = 6, ...props }: TextAreaProps) {
  const field = useFieldWiring<HTMLTextAreaElement, typeof props>('textarea', props);
  const counterId = `${field.autoId}-counter`;
  const { text } = field.current;
  const hasCounter = showCount && maxLength != null;
  const isAtLimit = hasCounter && text.length >= maxLength;

  return (
    <FieldFrame
      {...field.frame}
      below={
        <>
          {(field.hasError || hasCounter) && (
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              {field.errorText || <span />}
              {hasCounter && (
                <p
                  id={counterId}
                  className={cx(
                    'ms-auto text-base tabular-nums',
                    isAtLimit ? 'font-semibold text-danger' : 'text-ink-muted',
                  )}
                >
                  <span className="sr-only">글자 수 </span>
                  {text.length} / {maxLength}
                  {isAtLimit && <span> (최대)</span>}
                </p>
              )}
            </div>
          )}
          {field.descriptionText}
        </>
      }
    >
      <textarea
        {...field.rest}
        {...field.control}
        rows={rows}
        maxLength={maxLength}
        aria-describedby={field.describedBy(hasCounter && counterId)}
        className={cx(controlClass, 'min-h-32 resize-y py-3 text-lg leading-relaxed', textAreaClassName)}
      />
    </FieldFrame>
  );
}

/**
 * A required password field with show/hide that password managers understand: `current` (logging in, confirming
 * who you are) allows the 128 characters the server takes; `new` the 64 a new password may have.
 */
export function PasswordField({
  purpose,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete' | 'maxLength' | 'isRequired'> & {
  purpose: 'current' | 'new';
}) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete={`${purpose}-password`}
      maxLength={purpose === 'new' ? 64 : 128}
      isRequired
    />
  );
}
