import type { Highlight } from '@ea/contracts/library';

/**
 * The markers Postgres puts around matched words in a headline: characters of Unicode's private
 * use area, which the indexed text never keeps (the query strips them first), so a headline
 * splits into parts without any markup being written or read.
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** ts_headline options that mark matches with the markers above. */
export const HEADLINE_MARKERS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}`;

/**
 * Stands in for `<` while Postgres makes a headline: its parser takes `<…>` for a tag and leaves
 * it out of the headline, and words of a topic may well contain one.
 */
const LESS_THAN = '\uE002';

/**
 * What the text a headline is made of goes through first (Postgres `translate(text, from, to)`):
 * `<` becomes its stand-in; the markers and the stand-in itself, should the text hold them, go.
 */
export const HEADLINE_TEXT = { from: `<${MATCH_START}${MATCH_END}${LESS_THAN}`, to: LESS_THAN } as const;

/**
 * A headline split into the parts the SPA renders, matched words apart from the rest; runs of
 * white space (a table's tabs and line breaks) as one space, adjacent parts of a kind joined.
 */
export function highlightSegments(headline: string): Highlight {
  const parts: Highlight = [];
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  const collapsed = headline.replace(/\s+/g, ' ').trim();
  let rest = collapsed;
  while (rest !== '') {
    const start = rest.indexOf(MATCH_START);
    if (start < 0) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, start), false);
    const end = rest.indexOf(MATCH_END, start + 1);
    const stop = end < 0 ? rest.length : end;
    push(rest.slice(start + 1, stop), true);
    rest = rest.slice(stop + 1);
  }
  return parts.map(({ text, match }) => ({
    text: text.replaceAll(MATCH_START, '').replaceAll(MATCH_END, '').replaceAll(LESS_THAN, '<'),
    match,
  }));
}
