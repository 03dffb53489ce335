/** Several selected keys kept in one query parameter, comma-separated. */
export function readMultiValue(value: string | null): string[] {
  return value ? value.split(',').filter((part) => part !== '') : [];
}

export function writeMultiValue(keys: readonly string[]): string | null {
  return keys.length > 0 ? keys.join(',') : null;
}
