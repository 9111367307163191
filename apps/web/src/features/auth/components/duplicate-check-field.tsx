import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InlineStatus, type StatusTone } from '../../../components/forms/inline-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field.tsx';

export type DuplicateCheckFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  /** Format error from the form (inline, tied to the input). */
  errorMessage?: string;
  /** The check's answer: 사용 가능한 … (success) or 이미 사용중인 … / a failed request (error). */
  status?: { tone: StatusTone; text: string } | null;
  onCheck: () => void;
  isChecking: boolean;
  checkLabel: string;
} & Pick<TextFieldProps, 'autoComplete' | 'maxLength' | 'description' | 'placeholder' | 'inputMode'>;

/**
 * A text field with its 중복 확인 button beside it (below it on narrow screens). The result is announced and read
 * with the field.
 */
export function DuplicateCheckField({
  label,
  registration,
  errorMessage,
  status,
  onCheck,
  isChecking,
  checkLabel,
  ...inputProps
}: DuplicateCheckFieldProps) {
  const statusId = `${useId()}-status`;
  return (
    <div className="@container flex flex-col gap-2">
      <div className="flex flex-col gap-2 @min-[21rem]:flex-row @min-[21rem]:items-start">
        <TextField
          {...registration}
          {...inputProps}
          label={label}
          isRequired
          className="min-w-0 flex-1"
          errorMessage={errorMessage}
          isInvalid={status?.tone === 'error'}
          aria-describedby={statusId}
          autoCapitalize="off"
          spellCheck={false}
        />
        {/* The label row is 1.6rem plus the 0.5rem gap: the button lines up with the input box. */}
        <Button
          variant="secondary"
          size="lg"
          onPress={onCheck}
          isPending={isChecking}
          aria-label={checkLabel}
          className="shrink-0 @min-[21rem]:mt-[2.1rem]"
        >
          중복 확인
        </Button>
      </div>
      <InlineStatus id={statusId} tone={status?.tone}>
        {status?.text}
      </InlineStatus>
    </div>
  );
}
