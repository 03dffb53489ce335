/** What a cell sorts by: a number, a text, or nothing (always last, whichever the order). */
export type SortValue = number | string | null | undefined;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Text as people read it: case and accents aside, and runs of digits by their value, so
 * "Channel 9" comes before "Channel 10".
 */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** A number in a cell, whether it came as a number or as digits ("0000320193" is 320193). */
export function numberOf(value: SortValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replaceAll(',', '');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * Two cells in ascending order. A numeric column compares by value (a cell that is no number goes
 * after those that are); any other column compares as text with its digits by value. Empty cells
 * are left to the caller, which keeps them last in both orders.
 */
export function compareValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>, numeric: boolean): number {
  if (numeric || (typeof a === 'number' && typeof b === 'number')) {
    const x = numberOf(a);
    const y = numberOf(b);
    if (x !== null && y !== null) return x - y;
    if (x !== null) return -1;
    if (y !== null) return 1;
  }
  return compareText(String(a), String(b));
}

const isBlank = (value: SortValue): value is null | undefined | '' => value === null || value === undefined || value === '';

/** What `sortRows` needs of a column: its key, whether it holds numbers and, if not the row's own field, what it sorts by. */
export interface SortableColumn<T> {
  key: string;
  numeric?: boolean;
  sortValue?: (row: T) => SortValue;
}

/**
 * The rows of a list sorted on the client by one column, as the server would: the column's
 * `sortValue` (or the row's field named by its key), numbers as numbers, text with its digits by
 * value, empty cells last in either order, and rows that tie kept in the order they came.
 * An unknown column leaves the order as it is.
 */
export function sortRows<T>(rows: readonly T[], columns: readonly SortableColumn<T>[], sort: string | null, order: string | null): T[] {
  const column = columns.find((candidate) => candidate.key === sort);
  if (!column) return [...rows];
  const cellOf = column.sortValue ?? ((row: T) => (row as Record<string, unknown>)[column.key] as SortValue);
  const direction = order === 'desc' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, index, value: cellOf(row) }));
  keyed.sort((a, b) => {
    const emptyA = isBlank(a.value);
    const emptyB = isBlank(b.value);
    if (emptyA || emptyB) return emptyA === emptyB ? a.index - b.index : emptyA ? 1 : -1;
    return (
      direction * compareValues(a.value as NonNullable<SortValue>, b.value as NonNullable<SortValue>, column.numeric ?? false) ||
      a.index - b.index
    );
  });
  return keyed.map((entry) => entry.row);
}
