/** Several selected keys kept in one query parameter, comma-separated. */
export function readMultiValue(value: string | null): string[] {
  return value ? value.split(',').filter((part) => part !== '') : [];
}

export function writeMultiValue(keys: readonly string[]): string | null {
  return keys.length > 0 ? keys.join(',') : null;
}

/**
 * A control turned the keys it showed (`shown`) into `next`: the keys it added and removed,
 * applied to the parameter's latest value. A choice made while an earlier one is still on its way
 * to the screen then keeps that earlier one instead of overwriting it with the stale view.
 */
export function changeMultiValue(latest: string | null, shown: readonly string[], next: readonly string[]): string | null {
  const removed = new Set(shown.filter((key) => !next.includes(key)));
  const kept = readMultiValue(latest).filter((key) => !removed.has(key));
  const added = next.filter((key) => !shown.includes(key) && !kept.includes(key));
  return writeMultiValue([...kept, ...added]);
}
