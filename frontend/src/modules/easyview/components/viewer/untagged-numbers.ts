/** A number found in a piece of text: where it starts and ends, and the text itself. */
export interface FoundNumber {
  start: number;
  end: number;
  text: string;
}

const DIGITS = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
/**
 * An amount as filings write it: "1,234", "(56)", "7.8%", "$ 9.1", "-3.5", "€12". It must stand
 * alone: not glued to letters or to other digits ("Q2", "10-Q", "ASU 2016-13", "3/29/2025",
 * "Section 15(d)" are names, dates and references, not amounts).
 */
const AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/\-])(?:[$€£¥]\s?)?(?:\(\s?${DIGITS}\s?\)|[-−]?${DIGITS})%?(?![\p{L}\p{N}]|[.,]\d|[-/]\p{L}|[-/]\d|\(\p{L}\))`,
  'gu',
);

const MONTH_BEFORE =
  /(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s$/i;
/** Words that make the next number a reference into the document or the rules, not an amount. */
const REFERENCE_BEFORE = /\b(?:note|notes|item|part|section|page|rule|exhibit|level|form|schedule|article|no\.)\s$/i;

/** Only digits: no currency, sign, separators, decimals, parentheses or percent. */
const isBare = (text: string) => /^\d+$/.test(text);

export interface FindOptions {
  /** The text is a whole table cell: a small number there is a value, not a page number. */
  inTable?: boolean;
}

/**
 * The numbers of a text node that a reviewer would expect to be tagged. Left out, because they are
 * almost never facts and would drown the ones that matter:
 * - a year alone (a bare 1900–2099): "fiscal 2025", column headings of years;
 * - the day of a date ("March 29, 2025");
 * - references: "Note 5", "Item 2", "Part I, Item 1A", "Rule 13a-14";
 * - a page number: a text that is nothing but a number of up to three digits, outside a table.
 * Everything else counts, including a bare number in prose ("150 employees"): whether it should be
 * tagged is the reviewer's call, which is what review mode is for.
 */
export function findUntaggedNumbers(text: string, options: FindOptions = {}): FoundNumber[] {
  const found: FoundNumber[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const start = match.index;
    const value = match[0];
    const before = text.slice(Math.max(0, start - 12), start);
    if (isBare(value)) {
      const n = Number(value);
      if (value.length === 4 && n >= 1900 && n <= 2099) continue;
      if (value.length <= 2 && MONTH_BEFORE.test(before)) continue;
      if (value.length <= 3 && !options.inTable && text.trim() === value) continue;
    }
    if (REFERENCE_BEFORE.test(before)) continue;
    found.push({ start, end: start + value.length, text: value });
  }
  return found;
}
