import { describe, expect, it } from 'vitest';
import { compareText, numberOf, type SortableColumn, sortRows } from './client-sort.ts';

interface Row {
  name: string;
  documents: number | null;
  cik: string | null;
  size: string;
}

const row = (name: string, documents: number | null, cik: string | null, size = ''): Row => ({ name, documents, cik, size });

const columns: SortableColumn<Row>[] = [
  { key: 'name' },
  { key: 'documents', numeric: true },
  { key: 'cik', numeric: true },
  { key: 'size', numeric: true, sortValue: (r) => r.size.replace(/ KB$/, '') },
];

const names = (rows: Row[]) => rows.map((r) => r.name);

describe('sortRows', () => {
  const rows = [
    row('Channel 10', 10, '0000000010', '1,200 KB'),
    row('channel 9', 9, '0000000009', '95 KB'),
    row('Channel 100', 100, '320193', '2 KB'),
    row('Ábaco', 2, null, ''),
  ];

  it('sorts a numeric column by value, not as text: 2, 9, 10, 100', () => {
    expect(names(sortRows(rows, columns, 'documents', 'asc'))).toEqual(['Ábaco', 'channel 9', 'Channel 10', 'Channel 100']);
    expect(names(sortRows(rows, columns, 'documents', 'desc'))).toEqual(['Channel 100', 'Channel 10', 'channel 9', 'Ábaco']);
  });

  it('sorts digits held as text (CIKs, with or without their leading zeros) by value, empty cells last in both orders', () => {
    expect(names(sortRows(rows, columns, 'cik', 'asc'))).toEqual(['channel 9', 'Channel 10', 'Channel 100', 'Ábaco']);
    expect(names(sortRows(rows, columns, 'cik', 'desc'))).toEqual(['Channel 100', 'Channel 10', 'channel 9', 'Ábaco']);
  });

  it('sorts text with its numbers by value, ignoring case and accents', () => {
    expect(names(sortRows(rows, columns, 'name', 'asc'))).toEqual(['Ábaco', 'channel 9', 'Channel 10', 'Channel 100']);
    expect(names(sortRows(rows, columns, 'name', 'desc'))).toEqual(['Channel 100', 'Channel 10', 'channel 9', 'Ábaco']);
  });

  it('sorts by what a column says it sorts by (sizes with thousands separators)', () => {
    expect(names(sortRows(rows, columns, 'size', 'asc'))).toEqual(['Channel 100', 'channel 9', 'Channel 10', 'Ábaco']);
  });

  it('keeps ties and an unknown sort in the order the rows came, without changing the given array', () => {
    const tied = [row('b', 1, null), row('a', 1, null), row('c', 0, null)];
    expect(names(sortRows(tied, columns, 'documents', 'asc'))).toEqual(['c', 'b', 'a']);
    expect(names(sortRows(tied, columns, 'documents', 'desc'))).toEqual(['b', 'a', 'c']);
    expect(names(sortRows(tied, columns, 'nope', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(names(tied)).toEqual(['b', 'a', 'c']);
  });

  it('puts cells that are no number after the numbers of a numeric column', () => {
    const mixed = [row('x', null, 'n/a'), row('y', null, '12'), row('z', null, '3')];
    expect(names(sortRows(mixed, columns, 'cik', 'asc'))).toEqual(['z', 'y', 'x']);
  });
});

describe('compareText and numberOf', () => {
  it('orders "9" before "10" and treats case alike', () => {
    expect(['item 10', 'Item 9', 'item 1'].sort(compareText)).toEqual(['item 1', 'Item 9', 'item 10']);
    expect(compareText('ACME', 'acme')).toBe(0);
  });

  it('reads numbers from numbers and digit strings only', () => {
    expect(numberOf(12)).toBe(12);
    expect(numberOf('0000320193')).toBe(320193);
    expect(numberOf('1,200')).toBe(1200);
    expect(numberOf('-4.5')).toBe(-4.5);
    expect(numberOf('12a')).toBeNull();
    expect(numberOf('')).toBeNull();
    expect(numberOf(Number.NaN)).toBeNull();
    expect(numberOf(null)).toBeNull();
  });
});
