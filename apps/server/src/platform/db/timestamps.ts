/** A timestamptz as PostgreSQL writes it in a UTC session (`SELECT col::text`): `2026-11-25 15:40:56.505123+00`. */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * The ISO 8601 form the API sends (`Date#toISOString`: UTC, milliseconds) of a timestamp read from the database:
 * a `Date` (what pg and PGlite make of a timestamptz column) or the column selected as text. Hot lists select their
 * timestamps as text: in a UTC session this is a string rearrangement, where pg's date parser plus
 * `new Date(...).toISOString()` cost ≈ 1.2 µs per value, 20 values per `GET /api/projects` (docs/performance.md,
 * decision 270). Another session time zone (`+01`, `-05:30`) goes through `Date`, which reads that text too.
 */
export function isoTimestamp(v: unknown): string {
  if (typeof v === 'string') {
    const m = UTC_TEXT.exec(v);
    // toISOString truncates to the millisecond: so does taking the first three digits.
    if (m) return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(v as string).toISOString();
}
