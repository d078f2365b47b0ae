/**
 * A PostgreSQL array literal ('{"a","b",NULL}') for one bound parameter, cast in SQL (`$1::text[]`).
 * Bulk statements send each column of thousands of rows this way: one parameter, however many rows,
 * where a VALUES list would need one per cell (and stop at 65,535), and the driver's own array
 * serialisation is several times slower. Every element is quoted, so any text is safe.
 */
export function pgArray(values: readonly (string | number | bigint | boolean | null)[]): string {
  const cells = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value !== 'string') return String(value);
    return `"${value.replace(/[\\"]/g, '\\$&')}"`;
  });
  return `{${cells.join(',')}}`;
}
