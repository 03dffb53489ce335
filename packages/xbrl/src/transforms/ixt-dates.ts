import { fail, type Transform, trimXmlWhitespace } from './transform.ts';

/** A date field as written: day number, month number, month name (English), year. */
type Field = 'd' | 'm' | 'M' | 'y';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** An English month name, in full or abbreviated (with or without the period, "Sept" too), as 1–12. */
function monthNumber(word: string): number | undefined {
  const name = word.toLowerCase().replace(/\.$/, '');
  const full = MONTH_NAMES.indexOf(name);
  if (full >= 0) return full + 1;
  const short = MONTHS.indexOf(name === 'sept' ? 'sep' : name);
  return short >= 0 ? short + 1 : undefined;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date transformation: the text's numbers and words, in the order `fields` names them, separated
 * by anything else; a day may carry an ordinal suffix ("29th"). Two-digit years are read as 20yy.
 * The value is an xs:date, xs:gMonthDay or xs:gYearMonth, whichever the fields make.
 */
function date(format: string, fields: readonly Field[]): Transform {
  return (text) => {
    const tokens = trimXmlWhitespace(text).match(/[0-9]+(?:st|nd|rd|th)?|\p{L}+\.?/gu) ?? [];
    if (tokens.length !== fields.length) return fail(format, text);
    let year: number | undefined;
    let month: number | undefined;
    let day: number | undefined;
    for (const [i, field] of fields.entries()) {
      const token = tokens[i]!;
      if (field === 'M') month = monthNumber(token);
      else if (field === 'd') day = /^[0-9]{1,2}(?:st|nd|rd|th)?$/.test(token) ? Number.parseInt(token, 10) : undefined;
      else if (!/^[0-9]+$/.test(token)) return fail(format, text);
      else if (field === 'm') month = token.length <= 2 ? Number(token) : undefined;
      else if (token.length === 4) year = Number(token);
      else if (token.length === 2) year = 2000 + Number(token);
      if ((field === 'M' || field === 'm') && month === undefined) return fail(format, text);
      if ((field === 'd' && day === undefined) || (field === 'y' && year === undefined)) return fail(format, text);
    }
    if (month === undefined || month < 1 || month > 12) return fail(format, text);
    if (day !== undefined && (day < 1 || day > daysIn(year ?? 2000, month))) return fail(format, text);
    if (year === undefined) return { value: `--${pad(month)}-${pad(day!)}` };
    if (day === undefined) return { value: `${pad(year, 4)}-${pad(month)}` };
    return { value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
  };
}

/** The date transformations of TRR 4 and 5, by their hyphenated names. */
export const TRR4_DATES: Record<string, Transform> = Object.fromEntries(
  (
    [
      ['date-day-month', 'dm'],
      ['date-day-month-year', 'dmy'],
      ['date-day-monthname-en', 'dM'],
      ['date-day-monthname-year-en', 'dMy'],
      ['date-month-day', 'md'],
      ['date-month-day-year', 'mdy'],
      ['date-month-year', 'my'],
      ['date-monthname-day-en', 'Md'],
      ['date-monthname-day-year-en', 'Mdy'],
      ['date-monthname-year-en', 'My'],
      ['date-year-month', 'ym'],
      ['date-year-month-day', 'ymd'],
      ['date-year-monthname-en', 'yM'],
    ] as const
  ).map(([name, fields]) => [name, date(name, fields.split('') as Field[])]),
);

/** The date transformations of TRR 2 and 3, named without hyphens. */
export const TRR2_DATES: Record<string, Transform> = Object.fromEntries(
  (
    [
      ['datedaymonth', 'dm'],
      ['datedaymonthen', 'dM'],
      ['datedaymonthyear', 'dmy'],
      ['datedaymonthyearen', 'dMy'],
      ['datemonthday', 'md'],
      ['datemonthdayen', 'Md'],
      ['datemonthdayyear', 'mdy'],
      ['datemonthdayyearen', 'Mdy'],
      ['datemonthyear', 'my'],
      ['datemonthyearen', 'My'],
      ['dateyearmonthday', 'ymd'],
      ['dateyearmonthen', 'yM'],
    ] as const
  ).map(([name, fields]) => [name, date(name, fields.split('') as Field[])]),
);

/** The date transformations of TRR 1, named for the US and UK conventions. */
export const TRR1_DATES: Record<string, Transform> = Object.fromEntries(
  (
    [
      ['dateslashus', 'mdy'],
      ['dateslasheu', 'dmy'],
      ['datedotus', 'mdy'],
      ['datedoteu', 'dmy'],
      ['datelongus', 'Mdy'],
      ['dateshortus', 'Mdy'],
      ['datelonguk', 'dMy'],
      ['dateshortuk', 'dMy'],
      ['dateslashmonthdayus', 'md'],
      ['dateslashdaymontheu', 'dm'],
      ['datelongmonthdayus', 'Md'],
      ['dateshortmonthdayus', 'Md'],
      ['datelongdaymonthuk', 'dM'],
      ['dateshortdaymonthuk', 'dM'],
      ['datelongmonthyear', 'My'],
      ['dateshortmonthyear', 'My'],
      ['datelongyearmonth', 'yM'],
      ['dateshortyearmonth', 'yM'],
    ] as const
  ).map(([name, fields]) => [name, date(name, fields.split('') as Field[])]),
);
