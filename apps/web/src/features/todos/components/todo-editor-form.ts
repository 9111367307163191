import {
  isCalendarDay,
  isHttpLink,
  TODO_LINK_MAX_LENGTH,
  TODO_MESSAGES,
  type TodoDetail,
} from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import type { FormEvent } from 'react';
import { type FieldError, type UseFormSetError, useForm } from 'react-hook-form';
import { FORM_VALIDATION, rulesResolver } from '../../../lib/form-resolver.ts';
import { isDateIncomplete, TARGET_DATE_INCOMPLETE } from './target-date-field.tsx';

export type EditorValues = {
  title: string;
  isPublic: boolean;
  memo: string;
  link: string;
  targetDate: string;
};

/** The form's rules: the contract's messages, checked on the trimmed values the server will see. */
export const editorResolver = rulesResolver<EditorValues>({
  title: (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return TODO_MESSAGES.titleRequired;
    return trimmed.length > LIMITS.todoTitleMaxLength ? TODO_MESSAGES.titleTooLong : null;
  },
  memo: (value) => (value.length > LIMITS.memoMaxLength ? TODO_MESSAGES.memoTooLong : null),
  link: (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (trimmed.length > TODO_LINK_MAX_LENGTH) return TODO_MESSAGES.linkTooLong;
    return isHttpLink(trimmed) ? null : TODO_MESSAGES.linkInvalid;
  },
  targetDate: (value) => (value === '' || isCalendarDay(value) ? null : TODO_MESSAGES.targetDateInvalid),
});

export function useEditorForm(todo: TodoDetail | undefined) {
  return useForm<EditorValues>({
    ...FORM_VALIDATION,
    resolver: editorResolver,
    defaultValues: {
      title: todo?.title ?? '',
      isPublic: todo?.isPublic ?? false,
      memo: todo?.memoText ?? '',
      link: todo?.link ?? '',
      targetDate: todo?.targetDate ?? '',
    },
  });
}

/**
 * The button is disabled while the title is empty (spec), so the required message shows as soon as the title was
 * touched and left empty — not only after a submit that cannot happen.
 */
export function titleErrorOf({
  isView,
  title,
  wasTouched,
  error,
}: {
  isView: boolean;
  title: string;
  wasTouched: boolean;
  error: FieldError | undefined;
}): string | undefined {
  const isLeftEmpty = !isView && title.trim() === '' && wasTouched;
  return error?.message ?? (isLeftEmpty ? TODO_MESSAGES.titleRequired : undefined);
}

/** The browser reads a half-typed date as empty: say so rather than save without it. */
export function stopOnIncompleteDate(
  event: FormEvent<HTMLFormElement>,
  dateInput: HTMLInputElement | null,
  setError: UseFormSetError<EditorValues>,
): boolean {
  if (!isDateIncomplete(dateInput)) return false;
  event.preventDefault();
  setError('targetDate', { type: 'incomplete', message: TARGET_DATE_INCOMPLETE });
  dateInput?.focus();
  return true;
}
