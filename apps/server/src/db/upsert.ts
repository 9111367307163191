import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/** An upsert's `set`: each named column takes the value the refused insert proposed (`excluded.<column>`). */
export function excludedValues<T extends Table>(
  table: T,
  keys: readonly (keyof T['_']['columns'] & string)[],
): Partial<Record<keyof T['_']['columns'], SQL>> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key]?.name}`)])) as Partial<
    Record<keyof T['_']['columns'], SQL>
  >;
}
