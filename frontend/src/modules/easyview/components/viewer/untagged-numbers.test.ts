import { describe, expect, it } from 'vitest';
import { findUntaggedNumbers } from './untagged-numbers.ts';

const texts = (text: string, inTable = false) => findUntaggedNumbers(text, { inTable }).map((found) => found.text);

describe('findUntaggedNumbers', () => {
  it('finds amounts as filings write them', () => {
    expect(texts('Net sales were 1,234 and costs (56), a margin of 7.8% or $ 9.1 per share; €12 and -3.5 too')).toEqual([
      '1,234',
      '(56)',
      '7.8%',
      '$ 9.1',
      '€12',
      '-3.5',
    ]);
  });

  it('gives where each number is in the text', () => {
    expect(findUntaggedNumbers('Total $1,200.50 due')).toEqual([{ start: 6, end: 15, text: '$1,200.50' }]);
  });

  it('leaves out years alone, but not a year-like amount with separators or a currency', () => {
    expect(texts('In fiscal 2025 and 1999')).toEqual([]);
    expect(texts('Sales of 2,025 and $2025')).toEqual(['2,025', '$2025']);
  });

  it('leaves out the day of a date and dates written with slashes', () => {
    expect(texts('As of March 29, 2025 and Sept. 28, 2024 and on 3/29/2025')).toEqual([]);
  });

  it('leaves out names that contain digits', () => {
    expect(texts('Form 10-Q for Q2, ASU 2016-13, the 8-K and COVID19')).toEqual([]);
  });

  it('leaves out references into the document and the rules', () => {
    expect(texts('See Note 5 and Item 1A of Part II, Rule 13a-14 and page 12')).toEqual([]);
    expect(texts('pursuant to Section 13 or 15(d) of the Act')).toEqual([]);
  });

  it('leaves out a page number alone, but keeps a small number alone in a table cell', () => {
    expect(texts(' 12 ')).toEqual([]);
    expect(texts('12', true)).toEqual(['12']);
  });

  it('keeps bare numbers in prose: whether they need a tag is the reviewer’s call', () => {
    expect(texts('about 150 employees in 14 countries')).toEqual(['150', '14']);
  });
});
