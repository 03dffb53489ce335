import type { IndexEntry } from '@ea/contracts/library';

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 6;

/** Moves the entry at `index` one place up (-1) or down (+1); the list is unchanged at an end. */
export function moveEntry(entries: readonly IndexEntry[], index: number, by: -1 | 1): IndexEntry[] {
  const target = index + by;
  if (target < 0 || target >= entries.length) return [...entries];
  const next = [...entries];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Indents (+1) or outdents (-1) an entry within the index's six levels. */
export function shiftLevel(entries: readonly IndexEntry[], index: number, by: -1 | 1): IndexEntry[] {
  return entries.map((entry, i) => (i === index ? { ...entry, level: Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, entry.level + by)) } : entry));
}

/** The labels that cannot be saved: an entry needs a label (the API takes 1–500 characters). */
export function blankLabels(entries: readonly IndexEntry[]): Set<number> {
  return new Set(entries.flatMap((entry, index) => (entry.label.trim() === '' ? [index] : [])));
}
