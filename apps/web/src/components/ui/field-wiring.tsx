import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from './cx.ts';
import { FieldDescription, FieldErrorText, FieldLabelText, labelClass } from './field-parts.tsx';

/*
 * Why a native <input> and not RAC's TextField: RAC always renders the input controlled by its own state, so
 * react-hook-form's `register()` (which writes default values and reset() straight to the DOM node) would be
 * overwritten on the next render. A plain input with the same label/description/error wiring works both
 * controlled (`value` + `onChange`) and with `register()` / `Controller`, and `ref` reaches the real element
 * (RHF focuses the first invalid field through it).
 */

export type FieldBaseProps = {
  /** The visible title of the field. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Inline error; when present the field is marked invalid and the text is tied via aria-describedby. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  /** Shows "(필수)" after the label and sets aria-required (no native bubble: our errors are inline). */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Classes for the outer wrapper. */
  className?: string;
};

function mergeIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** Tracks the current text for the clear button and the counter, whether the field is controlled or not. */
function useCurrentText<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  defaultValue: unknown,
  ref: Ref<E> | undefined,
) {
  const elementRef = useRef<E | null>(null);
  const isControlled = value !== undefined;
  const [uncontrolledText, setUncontrolledText] = useState(() =>
    defaultValue == null ? '' : String(defaultValue),
  );
  // react-hook-form writes default values to the DOM node when it receives the ref: read them back once.
  useLayoutEffect(() => {
    if (elementRef.current) setUncontrolledText(elementRef.current.value);
  }, []);
  const setRefs = useCallback(
    (node: E | null) => {
      elementRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  const syncFromDom = () => {
    if (elementRef.current) setUncontrolledText(elementRef.current.value);
  };
  const text = isControlled ? (value == null ? '' : String(value)) : uncontrolledText;
  return { elementRef, setRefs, text, syncFromDom };
}

const boxClass = cx(
  'flex w-full items-stretch gap-2 rounded-xl border-2 bg-white',
  // The ring goes around the whole box when the text control has focus (the icon buttons draw their own).
  'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary has-[input:focus-visible]:outline-solid',
  'has-[textarea:focus-visible]:outline-3 has-[textarea:focus-visible]:outline-offset-2 has-[textarea:focus-visible]:outline-primary has-[textarea:focus-visible]:outline-solid',
);

export const controlClass =
  'min-h-12 w-full min-w-0 flex-1 rounded-xl bg-transparent px-4 py-2 text-base text-ink placeholder:text-ink-muted focus-visible:outline-none disabled:cursor-not-allowed disabled:text-ink-muted';

type FieldFrameProps = {
  controlId: string;
  label: ReactNode;
  isRequired?: boolean;
  isInvalid: boolean;
  isMuted: boolean;
  className?: string;
  /** The input or textarea, plus any trailing buttons, inside the bordered box. */
  children: ReactNode;
  /** Error, counter and description under the box. */
  below: ReactNode;
};

/** The label, the bordered box and what goes under it: one frame for TextField and TextArea. */
export function FieldFrame({
  controlId,
  label,
  isRequired,
  isInvalid,
  isMuted,
  className,
  children,
  below,
}: FieldFrameProps) {
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <label htmlFor={controlId} className={labelClass}>
        <FieldLabelText isRequired={isRequired}>{label}</FieldLabelText>
      </label>
      <div
        className={cx(boxClass, isInvalid ? 'border-danger' : 'border-line', isMuted && 'bg-line-soft/40')}
      >
        {children}
      </div>
      {below}
    </div>
  );
}

/** The props TextField and TextArea read the same way; the rest goes to the native control. */
type WiredProps<E extends HTMLInputElement | HTMLTextAreaElement> = FieldBaseProps & {
  id?: string;
  value?: InputHTMLAttributes<E>['value'];
  defaultValue?: InputHTMLAttributes<E>['defaultValue'];
  onChange?: (event: ChangeEvent<E>) => void;
  onFocus?: (event: FocusEvent<E>) => void;
  'aria-describedby'?: string;
  ref?: Ref<E>;
};

/** One wiring for both fields: ids, the invalid state, the frame's props and the control's shared attributes. */
export function useFieldWiring<E extends HTMLInputElement | HTMLTextAreaElement, P extends WiredProps<E>>(
  kind: 'input' | 'textarea',
  props: P,
) {
  const {
    label,
    description,
    errorMessage,
    isInvalid: isInvalidProp,
    isRequired,
    isDisabled,
    isReadOnly,
    className,
    id: idProp,
    value,
    defaultValue,
    onChange,
    onFocus,
    'aria-describedby': ariaDescribedBy,
    ref,
    ...rest
  } = props;
  const autoId = useId();
  const controlId = idProp ?? `${autoId}-${kind}`;
  const descriptionId = `${autoId}-description`;
  const errorId = `${autoId}-error`;
  const hasError = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const isInvalid = Boolean(isInvalidProp || hasError);
  const current = useCurrentText<E>(value, defaultValue, ref);
  return {
    rest,
    autoId,
    hasError,
    current,
    isDisabled,
    isReadOnly,
    frame: { controlId, label, isRequired, isInvalid, isMuted: Boolean(isDisabled || isReadOnly), className },
    errorText: hasError && <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>,
    descriptionText: description != null && (
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
    ),
    control: {
      ref: current.setRefs,
      id: controlId,
      value,
      defaultValue,
      onChange: (event: ChangeEvent<E>) => {
        current.syncFromDom();
        onChange?.(event);
      },
      onFocus: (event: FocusEvent<E>) => {
        current.syncFromDom();
        onFocus?.(event);
      },
      disabled: isDisabled,
      readOnly: isReadOnly,
      'aria-required': isRequired || undefined,
      'aria-invalid': isInvalid || undefined,
    },
    /** The error, the description, then `more` and the caller's own ids. */
    describedBy: (...more: (string | false | undefined)[]) =>
      mergeIds(hasError && errorId, description != null && descriptionId, ...more, ariaDescribedBy),
  };
}
