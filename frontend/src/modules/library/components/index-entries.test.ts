import { describe, expect, it } from 'vitest';
import { blankLabels, moveEntry, shiftLevel } from './index-entries.ts';

const entries = [
  { topicId: 'a', label: 'Balance sheet', level: 1 },
  { topicId: 'b', label: 'Notes', level: 1 },
  { topicId: 'c', label: ' ', level: 2 },
];

describe('document index entries', () => {
  it('moves an entry up or down and leaves the ends alone', () => {
    expect(moveEntry(entries, 1, -1).map((e) => e.topicId)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(entries, 2, 1).map((e) => e.topicId)).toEqual(['a', 'b', 'c']);
  });

  it('keeps levels between 1 and 6', () => {
    expect(shiftLevel(entries, 0, -1)[0]?.level).toBe(1);
    expect(shiftLevel(entries, 2, 1)[2]?.level).toBe(3);
    expect(shiftLevel([{ topicId: 'x', label: 'x', level: 6 }], 0, 1)[0]?.level).toBe(6);
  });

  it('finds entries without a label', () => {
    expect([...blankLabels(entries)]).toEqual([2]);
  });
});
