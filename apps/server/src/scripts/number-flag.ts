/**
 * `--name N` or `--name=N` in `args`: `fallback` when absent; `usage` is thrown when the value is missing or
 * `isValid` refuses it.
 */
export function numberFlag(
  args: readonly string[],
  name: string,
  fallback: number,
  isValid: (value: number) => boolean,
  usage: string,
): number {
  const flag = `--${name}`;
  const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index === -1) return fallback;
  const arg = args[index] ?? '';
  const raw = arg.includes('=') ? arg.slice(flag.length + 1) : args[index + 1];
  const value = Number(raw);
  if (!raw || !isValid(value)) throw new Error(usage);
  return value;
}
