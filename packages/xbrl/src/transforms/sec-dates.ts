import { fail, type Transform, trimXmlWhitespace } from './transform.ts';

const QUARTER_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: 4 };
// Words that may stand around the quarter and year without changing them.
const FILLER = new Set(['the', 'quarter', 'end', 'q', 'st', 'nd', 'rd', 'th']);
const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'];

/**
 * datequarterend: a calendar quarter and a four-digit year in either order ("3rd quarter, 1999",
 * "1999, Q4", "Last quarter 1999") to the quarter's last day. The text must begin and end with a
 * letter or digit, so a no-break space at either end is refused as the SEC's tests require.
 */
export const dateQuarterEnd: Transform = (text) => {
  const trimmed = trimXmlWhitespace(text);
  if (!/^[\p{L}\p{N}](?:.*[\p{L}\p{N}])?$/su.test(trimmed)) return fail('ixt-sec:datequarterend', text);
  let year: string | undefined;
  let quarter: number | undefined;
  for (const token of trimmed.match(/[0-9]+|\p{L}+/gu) ?? []) {
    const word = token.toLowerCase();
    if (/^[0-9]{4}$/.test(token) && year === undefined) year = token;
    else if (/^[1-4]$/.test(token) && quarter === undefined) quarter = Number(token);
    else if (word in QUARTER_WORDS && quarter === undefined) quarter = QUARTER_WORDS[word];
    else if (!FILLER.has(word)) return fail('ixt-sec:datequarterend', text);
  }
  if (year === undefined || quarter === undefined) return fail('ixt-sec:datequarterend', text);
  return { value: `${year}-${QUARTER_END[quarter - 1]}` };
};
