/** Joins class names, skipping falsy values. Small on purpose: no clsx/tailwind-merge dependency. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
