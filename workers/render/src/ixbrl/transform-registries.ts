/**
 * The transformation registries EDGAR accepts (EDGAR release 25.4,
 * `efm-resources/ixbrl-transform-registries.json`): each namespace with the prefix it must be
 * declared with. A format outside these, or declared under another prefix, is refused by EDGAR,
 * so the writer refuses it first. The test holds this table to the JSON file.
 */
export const EDGAR_TRANSFORM_REGISTRIES: Readonly<Record<string, string>> = {
  'http://www.xbrl.org/inlineXBRL/transformation/2015-02-26': 'ixt',
  'http://www.xbrl.org/inlineXBRL/transformation/2020-02-12': 'ixt',
  'http://www.xbrl.org/inlineXBRL/transformation/2022-02-16': 'ixt',
  'http://www.sec.gov/inlineXBRL/transformation/2015-08-31': 'ixt-sec',
};

/** The `ixt` registry declared when the metadata names none: TR4, what EDGAR filings use most. */
export const DEFAULT_IXT = 'http://www.xbrl.org/inlineXBRL/transformation/2020-02-12';
export const IXT_SEC = 'http://www.sec.gov/inlineXBRL/transformation/2015-08-31';

// Transformation Registry 3 (2015-02-26): registry 2's names and its additions.
const TR3 = [
  'booleanfalse',
  'booleantrue',
  'calindaymonthyear',
  'datedaymonth',
  'datedaymonthdk',
  'datedaymonthen',
  'datedaymonthyear',
  'datedaymonthyeardk',
  'datedaymonthyearen',
  'datedaymonthyearin',
  'dateerayearmonthdayjp',
  'dateerayearmonthjp',
  'datemonthday',
  'datemonthdayen',
  'datemonthdayyear',
  'datemonthdayyearen',
  'datemonthyear',
  'datemonthyeardk',
  'datemonthyearen',
  'datemonthyearin',
  'dateyearmonthcjk',
  'dateyearmonthday',
  'dateyearmonthdaycjk',
  'dateyearmonthen',
  'nocontent',
  'numcommadecimal',
  'numdotdecimal',
  'numdotdecimalin',
  'numunitdecimal',
  'numunitdecimalin',
  'zerodash',
];

const LANGUAGES_DAY_MONTH = [
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'hr',
  'it',
  'lv',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'sv',
];
// Latvian has year-first forms instead (date-year-day-monthname-lv, date-year-monthname-lv); Hindi has these.
const LANGUAGES_WITH_YEAR = [
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'hi',
  'hr',
  'it',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'sv',
];

// Transformation Registry 4 (2020-02-12): the hyphenated names that replaced registry 3's.
const TR4 = [
  'date-day-month',
  ...LANGUAGES_DAY_MONTH.map((l) => `date-day-monthname-${l}`),
  'date-day-monthroman',
  'date-day-month-year',
  ...LANGUAGES_WITH_YEAR.map((l) => `date-day-monthname-year-${l}`),
  'date-day-monthroman-year',
  'date-ind-day-monthname-year-hi',
  'date-jpn-era-year-month-day',
  'date-jpn-era-year-month',
  'date-monthname-day-en',
  'date-monthname-day-hu',
  'date-monthname-day-lt',
  'date-monthname-day-year-en',
  'date-month-day',
  'date-month-day-year',
  'date-month-year',
  ...LANGUAGES_WITH_YEAR.map((l) => `date-monthname-year-${l}`),
  'date-monthroman-year',
  'date-year-day-monthname-lv',
  'date-year-month',
  'date-year-month-day',
  'date-year-monthname-en',
  'date-year-monthname-hu',
  'date-year-monthname-day-hu',
  'date-year-monthname-day-lt',
  'date-year-monthname-lt',
  'date-year-monthname-lv',
  'fixed-empty',
  'fixed-false',
  'fixed-true',
  'fixed-zero',
  'num-comma-decimal',
  'num-dot-decimal',
  'numdotdecimalin',
  'num-unit-decimal',
];

// Transformation Registry 5 (2022-02-16): registry 4 plus Welsh dates and apostrophe separators.
const TR5 = [
  ...TR4,
  'date-day-monthname-cy',
  'date-day-monthname-year-cy',
  'date-monthname-year-cy',
  'num-comma-decimal-apos',
  'num-dot-decimal-apos',
  'num-unit-decimal-apos',
];

// The SEC registry (2015-08-31), as its transform-registry.xml lists them.
export const SEC_TRANSFORMS = [
  'duryear',
  'durmonth',
  'durweek',
  'durday',
  'durhour',
  'durwordsen',
  'numwordsen',
  'datequarterend',
  'boolballotbox',
  'yesnoballotbox',
  'countrynameen',
  'stateprovnameen',
  'edgarprovcountryen',
  'exchnameen',
  'entityfilercategoryen',
];

/** The transformations of each accepted registry, by namespace. */
export const TRANSFORMS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['http://www.xbrl.org/inlineXBRL/transformation/2015-02-26', new Set(TR3)],
  ['http://www.xbrl.org/inlineXBRL/transformation/2020-02-12', new Set(TR4)],
  ['http://www.xbrl.org/inlineXBRL/transformation/2022-02-16', new Set(TR5)],
  [IXT_SEC, new Set(SEC_TRANSFORMS)],
]);

/**
 * Displayed numbers each numeric transformation reads (the registries' lexical rules); a number
 * that does not match would fail EDGAR's transformation. Formats not listed are not checked here.
 * No format: the content is an xs:decimal as it is, and never negative (the sign attribute says that).
 */
const NUMBER_PATTERNS: Readonly<Record<string, RegExp>> = {
  '': /^[ \t\n\r]*([0-9]+(\.[0-9]*)?|\.[0-9]+)[ \t\n\r]*$/,
  'num-dot-decimal': /^[ \t\n\r]*[0-9][, \u00A00-9]*(\.[ \u00A00-9]*)?[ \t\n\r]*$|^[ \t\n\r]*\.[ \u00A00-9]*[0-9][ \u00A00-9]*[ \t\n\r]*$/,
  'num-comma-decimal': /^[ \t\n\r]*[0-9][. \u00A00-9]*(,[ \u00A00-9]*)?[ \t\n\r]*$|^[ \t\n\r]*,[ \u00A00-9]*[0-9][ \u00A00-9]*[ \t\n\r]*$/,
  numdotdecimal: /^[ \t\n\r]*[0-9]{1,3}([, \u00A0]?[0-9]{3})*(\.[0-9]+)?[ \t\n\r]*$/,
  numcommadecimal: /^[ \t\n\r]*[0-9]{1,3}([. \u00A0]?[0-9]{3})*(,[0-9]+)?[ \t\n\r]*$/,
};

/** Whether a numeric fact's displayed value reads as a number in its format (local name; '' for none); unknown formats pass. */
export function readsAsNumber(value: string, formatLocalName: string): boolean {
  const pattern = NUMBER_PATTERNS[formatLocalName];
  return pattern ? pattern.test(value) : true;
}
