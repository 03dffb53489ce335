import { belowThousand, wordsToInteger } from './sec-numwords.ts';
import { DASH, fail, SPACE, type Transform, trimXmlWhitespace } from './transform.ts';

const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

// The SEC registry reckons a month as 30.4375 days (a Gregorian year over twelve).
const DAYS_PER_MONTH = 30.4375;

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour';

/** xs:duration of whole years, months, days and hours; zero parts left out, all zero as P0D. */
function duration(negative: boolean, parts: { Y?: number; M?: number; D?: number; H?: number }): string {
  const date = (['Y', 'M', 'D'] as const).map((unit) => (parts[unit] ? `${parts[unit]}${unit}` : '')).join('');
  const time = parts.H ? `T${parts.H}H` : '';
  const body = date || time ? `${date}${time}` : '0D';
  return `${negative && body !== '0D' ? '-' : ''}P${body}`;
}

/**
 * dur{year,month,week,day,hour}: a decimal number of the unit, to an xs:duration in whole parts: the
 * fraction of a year becomes months, of a month days, of a day hours; the last part is rounded.
 */
function numericDuration(unit: Unit): Transform {
  const format = `ixt-sec:dur${unit}`;
  return (text) => {
    const trimmed = trimXmlWhitespace(text);
    if (!DECIMAL.test(trimmed)) return fail(format, text);
    const negative = trimmed.startsWith('-');
    const amount = Math.abs(Number(trimmed));
    const whole = Math.trunc(amount);
    const fraction = amount - whole;
    switch (unit) {
      case 'year': {
        const months = fraction * 12;
        return { value: duration(negative, { Y: whole, M: Math.trunc(months), D: Math.round((months % 1) * DAYS_PER_MONTH) }) };
      }
      case 'month':
        return { value: duration(negative, { M: whole, D: Math.round(fraction * DAYS_PER_MONTH) }) };
      case 'week':
        return { value: duration(negative, { D: Math.round(amount * 7) }) };
      case 'day':
        return { value: duration(negative, { D: whole, H: Math.round(fraction * 24) }) };
      case 'hour':
        return { value: duration(negative, { H: Math.round(amount) }) };
    }
  };
}

export const durYear = numericDuration('year');
export const durMonth = numericDuration('month');
export const durWeek = numericDuration('week');
export const durDay = numericDuration('day');
export const durHour = numericDuration('hour');

// A count of years, months or days in durwordsen: words to 999, zero, "no", or up to four digits.
const COUNT = `(${belowThousand(`(?:${DASH}|${SPACE}+)`)}|[Zz]ero|[Nn]o|[0-9]{1,4})`;
const part = (unit: string, last: boolean) =>
  `(?:${COUNT}(?:${DASH}|${SPACE}+)${unit}s?${last ? '' : `(?:,?${SPACE}*(?:and${SPACE}*)?)`})?`;
const DURATION_WORDS = new RegExp(`^${part('[Yy]ear', false)}${part('[Mm]onth', false)}${part('[Dd]ay', true)}$`, 'u');

/** durwordsen: "twelve years, six months and four days" to P12Y6M4D. */
export const durWordsEn: Transform = (text) => {
  const trimmed = trimXmlWhitespace(text);
  const match = DURATION_WORDS.exec(trimmed);
  if (!match || trimmed === '') return fail('ixt-sec:durwordsen', text);
  const [Y, M, D] = [match[1], match[2], match[3]].map((count) => (count === undefined ? 0 : countValue(count)));
  return { value: duration(false, { Y, M, D }) };
};

function countValue(count: string): number {
  if (/^[0-9]+$/.test(count)) return Number(count);
  return Number(wordsToInteger(count));
}
