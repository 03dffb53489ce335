import { describe, expect, it } from 'vitest';
import { HEADLINE_TEXT, highlightSegments, MATCH_END, MATCH_START } from './highlight-segments.ts';

const m = (text: string) => `${MATCH_START}${text}${MATCH_END}`;

describe('highlight segments', () => {
  it('splits a headline into matched and unmatched parts, markup kept as text', () => {
    expect(highlightSegments(`Total ${m('net')} ${m('revenue')} <b>\t1,234\n`)).toEqual([
      { text: 'Total ', match: false },
      { text: 'net', match: true },
      { text: ' ', match: false },
      { text: 'revenue', match: true },
      { text: ' <b> 1,234', match: false },
    ]);
  });

  it('joins adjacent parts of a kind and answers nothing for an empty headline', () => {
    expect(highlightSegments(`${m('a')}${m('b')}c`)).toEqual([
      { text: 'ab', match: true },
      { text: 'c', match: false },
    ]);
    expect(highlightSegments('  ')).toEqual([]);
  });

  it('treats an unclosed match as matched to the end', () => {
    expect(highlightSegments(`x ${MATCH_START}y`)).toEqual([
      { text: 'x ', match: false },
      { text: 'y', match: true },
    ]);
  });

  it('gives back the `<` that stood in for itself while the headline was made', () => {
    expect(highlightSegments(`${HEADLINE_TEXT.to}b> ${m('x')}`)).toEqual([
      { text: '<b> ', match: false },
      { text: 'x', match: true },
    ]);
  });
});
