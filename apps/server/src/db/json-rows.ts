import { getTableColumns, type Column, type Table } from 'drizzle-orm';

/** A `json` column's value: drivers hand it back parsed; a string (a driver that does not) is parsed here. */
export function jsonValue<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * Rows of `table` read as JSON (`json_agg(to_jsonb(t))` in a statement that reads several things
 * at once) back into the row type Drizzle would give: snake_case keys to the schema's names, each
 * value through its column's decoder (timestamps to Date, …), null staying null.
 */
export function rowsFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'][] {
  const list = jsonValue(json) as Record<string, unknown>[] | null;
  if (!list) return [];
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>);
  return list.map((item) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = item[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}
