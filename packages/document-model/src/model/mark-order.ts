import { MARK_ORDER, type ModelMark } from './model-json.ts';

export const MARK_RANK: ReadonlyMap<string, number> = new Map(MARK_ORDER.map((name, i) => [name, i]));

/** Identity of a mark: its type and attributes, whatever order the attributes come in. */
export function markKey(mark: ModelMark): string {
  if (!mark.attrs) return mark.type;
  const keys = Object.keys(mark.attrs).sort();
  let key = mark.type;
  for (const k of keys) key += `|${k}=${String(mark.attrs[k])}`;
  return key;
}

/**
 * Marks as a node stores them: in schema order, and marks of one type (nested facts, overlapping
 * comment threads) by their attributes. Their order carries no meaning: how they nest in XHTML
 * is decided when writing.
 */
export function sortMarks(marks: readonly ModelMark[]): ModelMark[] {
  return [...marks].sort((a, b) => MARK_RANK.get(a.type)! - MARK_RANK.get(b.type)! || compare(markKey(a), markKey(b)));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
