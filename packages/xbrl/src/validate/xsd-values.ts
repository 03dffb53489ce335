import type { Facets, TypeInfo } from '../dts/model.ts';
import { isNCName } from '../xml/qname.ts';

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;
const FLOAT = /^([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|[+-]?INF|NaN)$/;
const TZ = '(Z|[+-]\\d{2}:\\d{2})?';
const DATE = new RegExp(`^-?\\d{4,}-\\d{2}-\\d{2}${TZ}$`);
const DATE_TIME = new RegExp(`^-?\\d{4,}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?${TZ}$`);
const LEXICAL: Readonly<Record<string, RegExp>> = {
  decimal: DECIMAL,
  float: FLOAT,
  double: FLOAT,
  boolean: /^(true|false|1|0)$/,
  date: DATE,
  dateTime: DATE_TIME,
  dateUnion: new RegExp(`${DATE.source}|${DATE_TIME.source}`),
  time: new RegExp(`^\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?${TZ}$`),
  gYear: new RegExp(`^-?\\d{4,}${TZ}$`),
  gYearMonth: new RegExp(`^-?\\d{4,}-(0[1-9]|1[0-2])${TZ}$`),
  gMonthDay: new RegExp(`^--(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])${TZ}$`),
  gDay: new RegExp(`^---(0[1-9]|[12]\\d|3[01])${TZ}$`),
  gMonth: new RegExp(`^--(0[1-9]|1[0-2])${TZ}$`),
  duration: /^-?P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/,
  hexBinary: /^([0-9a-fA-F]{2})*$/,
  base64Binary: /^([A-Za-z0-9+/]\s*)*(=\s*){0,2}$/,
  language: /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/,
  QName: /^([^:\s]+:)?[^:\s]+$/,
};

/** Integer types and their inclusive bounds (XML Schema Part 2 §3.3). */
const INTEGER_RANGES: Readonly<Record<string, [bigint | null, bigint | null]>> = {
  integer: [null, null],
  nonPositiveInteger: [null, 0n],
  negativeInteger: [null, -1n],
  long: [-(2n ** 63n), 2n ** 63n - 1n],
  int: [-(2n ** 31n), 2n ** 31n - 1n],
  short: [-32768n, 32767n],
  byte: [-128n, 127n],
  nonNegativeInteger: [0n, null],
  unsignedLong: [0n, 2n ** 64n - 1n],
  unsignedInt: [0n, 2n ** 32n - 1n],
  unsignedShort: [0n, 65535n],
  unsignedByte: [0n, 255n],
  positiveInteger: [1n, null],
};

const NUMERIC_ORDER = new Set(['decimal', 'float', 'double', ...Object.keys(INTEGER_RANGES)]);

/** The value after the whitespace facet of its type: strings keep it, the rest collapse it. */
export function normalizeWhitespace(value: string, xsdType: string | undefined): string {
  if (xsdType === 'string' || xsdType === undefined) return value;
  if (xsdType === 'normalizedString') return value.replace(/[\t\n\r]/g, ' ');
  return value.replace(/[\t\n\r ]+/g, ' ').trim();
}

/**
 * Why a value is not valid for a type (its XSD built-in and every restriction's facets), or
 * undefined when it is. Covers the lexical spaces XBRL item types rest on; list and union types
 * are taken as strings.
 */
export function valueProblem(raw: string, info: TypeInfo): string | undefined {
  const xsdType = info.xsdType;
  if (!xsdType) return undefined;
  const value = normalizeWhitespace(raw, xsdType);
  const range = INTEGER_RANGES[xsdType];
  if (range) {
    if (!INTEGER.test(value)) return `"${value}" is not an integer`;
    const n = BigInt(value);
    if ((range[0] !== null && n < range[0]) || (range[1] !== null && n > range[1]))
      return `${value} is outside the range of xsd:${xsdType}`;
  } else if (xsdType === 'Name' || xsdType === 'NCName') {
    if (!(xsdType === 'NCName' ? isNCName(value) : value.split(':').every((p) => p === '' || isNCName(p)) && value !== ''))
      return `"${value}" is not an xsd:${xsdType}`;
  } else {
    const lexical = LEXICAL[xsdType];
    if (lexical && !lexical.test(value)) return `"${value}" is not a valid xsd:${xsdType === 'dateUnion' ? 'date or dateTime' : xsdType}`;
    if ((xsdType === 'date' || xsdType === 'dateTime' || xsdType === 'dateUnion') && !validCalendarDate(value))
      return `"${value}" is not a calendar date`;
  }
  for (const facets of info.facets) {
    const problem = facetProblem(value, facets, xsdType);
    if (problem) return problem;
  }
  return undefined;
}

function validCalendarDate(value: string): boolean {
  const m = /^-?(\d{4,})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return true;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day > days) return false;
  const time = /T(\d{2}):(\d{2}):(\d{2})/.exec(value);
  if (time && (Number(time[1]) > 24 || Number(time[2]) > 59 || Number(time[3]) > 59)) return false;
  return true;
}

function facetProblem(value: string, facets: Facets, xsdType: string): string | undefined {
  const numeric = NUMERIC_ORDER.has(xsdType);
  if (
    facets.enumeration &&
    !facets.enumeration.some((e) => (numeric ? Number(e) === Number(value) : normalizeWhitespace(e, xsdType) === value))
  )
    return `"${value}" is not one of the enumerated values ${facets.enumeration.join(', ')}`;
  if (facets.pattern && !facets.pattern.some((p) => xsdPattern(p)?.test(value) ?? true))
    return `"${value}" does not match the pattern ${facets.pattern.join(' | ')}`;
  const compare = (bound: string) => (numeric ? Number(value) - Number(bound) : value < bound ? -1 : value > bound ? 1 : 0);
  if (facets.minInclusive !== undefined && compare(facets.minInclusive) < 0) return `${value} is below the minimum ${facets.minInclusive}`;
  if (facets.maxInclusive !== undefined && compare(facets.maxInclusive) > 0) return `${value} is above the maximum ${facets.maxInclusive}`;
  if (facets.minExclusive !== undefined && compare(facets.minExclusive) <= 0) return `${value} is not above ${facets.minExclusive}`;
  if (facets.maxExclusive !== undefined && compare(facets.maxExclusive) >= 0) return `${value} is not below ${facets.maxExclusive}`;
  const length = [...value].length;
  if (facets.length !== undefined && length !== facets.length) return `"${value}" does not have the length ${facets.length}`;
  if (facets.minLength !== undefined && length < facets.minLength) return `"${value}" is shorter than ${facets.minLength}`;
  if (facets.maxLength !== undefined && length > facets.maxLength) return `"${value}" is longer than ${facets.maxLength}`;
  if (numeric && DECIMAL.test(value)) {
    const [int = '', frac = ''] = value.replace(/^[+-]/, '').split('.');
    const fraction = frac.replace(/0+$/, '');
    if (facets.fractionDigits !== undefined && fraction.length > facets.fractionDigits)
      return `${value} has more than ${facets.fractionDigits} fraction digits`;
    if (facets.totalDigits !== undefined && (int.replace(/^0+/, '') + fraction).length > facets.totalDigits)
      return `${value} has more than ${facets.totalDigits} digits`;
  }
  return undefined;
}

const patterns = new Map<string, RegExp | null>();

/** An XSD pattern as an anchored JS regex (\i and \c approximated by XML name characters); null when JS cannot read it. */
function xsdPattern(pattern: string): RegExp | null {
  let re = patterns.get(pattern);
  if (re === undefined) {
    const source = pattern.replace(/\\i/g, '[A-Za-z_:]').replace(/\\c/g, '[-.0-9A-Za-z_:]');
    try {
      re = new RegExp(`^(?:${source})$`, 'u');
    } catch {
      re = null;
    }
    patterns.set(pattern, re);
  }
  return re;
}
