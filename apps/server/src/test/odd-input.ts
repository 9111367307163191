import fc from 'fast-check';

/** Query values a route must survive: any text up to `maxLength`, the near-valid `samples`, and integers. */
export const oddValue = (maxLength: number, samples: string[]) =>
  fc.oneof(fc.string({ maxLength }), fc.constantFrom(...samples), fc.integer().map(String));

/** Runs `check` on `numRuns` queries of `value`s for `keys`, any of them left out. */
export function assertOddQueries<K extends string>(
  keys: readonly K[],
  value: fc.Arbitrary<string>,
  numRuns: number,
  check: (params: Partial<Record<K, string>>) => Promise<void>,
) {
  const fields = Object.fromEntries(keys.map((key) => [key, value])) as Record<K, fc.Arbitrary<string>>;
  return fc.assert(fc.asyncProperty(fc.record(fields, { requiredKeys: [] }), check), { numRuns });
}
