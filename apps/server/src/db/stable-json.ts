/**
 * JSON with object keys sorted at every level, so two values that hold the same data compare equal as text
 * whatever order their keys came in (jsonb hands keys back in its own order).
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
