/** How the data table shows, searches and sorts the raw values of a record. */

/** The text a cell shows; search matches against the same text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Case-insensitive "contains"; an empty or blank query matches everything. */
export function matchesSearch(value: unknown, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return cellText(value).toLowerCase().includes(needle);
}

// Amounts the caller already formatted ('₱1,234.50', '-₱12.50', '-12.5') still sort as numbers.
const FORMATTED_NUMBER = /^(-?)(?:[₱$]\s?)?(-?)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)$/;

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const match = FORMATTED_NUMBER.exec(value.trim());
  if (!match) return undefined;
  const magnitude = Number(match[3]!.replaceAll(',', ''));
  return match[1] || match[2] ? -magnitude : magnitude;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values; empty values sort last. */
export function compareCellValues(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const aNumber = asNumber(a);
  const bNumber = asNumber(b);
  if (aNumber !== undefined && bNumber !== undefined) return aNumber - bNumber;
  return collator.compare(cellText(a), cellText(b));
}
