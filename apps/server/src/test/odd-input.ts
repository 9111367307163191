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

/** Multipart bodies to refuse: one with no parts, one with no boundary, and one part cut short per disposition. */
export function malformedMultipart(...dispositions: string[]) {
  return [
    { 'content-type': 'multipart/form-data; boundary=xyz', payload: 'not really multipart' },
    { 'content-type': 'multipart/form-data', payload: '--x\r\n\r\n' },
    ...dispositions.map((disposition) => ({
      'content-type': 'multipart/form-data; boundary=b',
      payload: `--b\r\nContent-Disposition: form-data; ${disposition}\r\n\r\nabc`,
    })),
  ];
}

/** Text a careless or hostile client might send: short, any graphemes, very long, or one of `samples`. */
export const hostileTexts = (graphemes: number, long: number, samples: string[]) => [
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: graphemes }),
  fc.string({ maxLength: long }),
  fc.constantFrom(...samples),
];
