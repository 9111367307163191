import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** One rule per field: returns the Korean message of the first problem, or nothing when the value is fine. */
export type FieldRules<T extends FieldValues> = {
  [K in keyof T]?: (value: T[K], values: T) => string | null | undefined;
};

/**
 * A react-hook-form resolver from per-field rules. Unlike one object schema, every field is checked on every
 * submit — a cross-field rule (confirmation equals password) is reported even while another field is still wrong,
 * so the person sees all problems at once and focus goes to the first.
 */
export function rulesResolver<T extends FieldValues>(rules: FieldRules<T>): Resolver<T> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    for (const key of Object.keys(rules) as (keyof T & string)[]) {
      const message = rules[key]?.(values[key], values);
      if (message) errors[key] = { type: 'validate', message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as never } : { values, errors: {} };
  };
}

/** The message of the first issue `schema` finds in `value`, or null. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * When forms check their fields: first on submit, then live while the person fixes them. Not on blur — an error
 * appearing on blur pushes the submit button down between mouse-down and mouse-up, so the press is lost.
 */
export const FORM_VALIDATION = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
