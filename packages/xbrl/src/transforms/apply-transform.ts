import type { QName } from '../model/instance.ts';
import { TRR1_DATES, TRR2_DATES, TRR4_DATES } from './ixt-dates.ts';
import { fixedEmpty, fixedFalse, fixedTrue, fixedZero, zeroDash } from './ixt-fixed.ts';
import { numCommaDecimal, numDotDecimal, numUnitDecimal } from './ixt-numbers.ts';
import { dateQuarterEnd } from './sec-dates.ts';
import { durDay, durHour, durMonth, durWeek, durWordsEn, durYear } from './sec-durations.ts';
import {
  boolBallotBox,
  countryNameEn,
  edgarProvCountryEn,
  entityFilerCategoryEn,
  exchNameEn,
  stateProvNameEn,
  yesNoBallotBox,
} from './sec-names.ts';
import { numInf, numNan, numNegInf, numWordsEn } from './sec-numbers.ts';
import type { Transform, TransformResult } from './transform.ts';

/** The namespaces of the transformation registries, by version. */
export const IXT_NAMESPACES = {
  trr1: 'http://www.xbrl.org/inlineXBRL/transformation/2010-04-20',
  trr2: 'http://www.xbrl.org/inlineXBRL/transformation/2011-07-31',
  trr3: 'http://www.xbrl.org/inlineXBRL/transformation/2015-02-26',
  trr4: 'http://www.xbrl.org/inlineXBRL/transformation/2020-02-12',
  trr5: 'http://www.xbrl.org/inlineXBRL/transformation/2022-02-16',
  sec: 'http://www.sec.gov/inlineXBRL/transformation/2015-08-31',
} as const;

/** The registries EDGAR accepts (EFM 5.2.5.12): TRR 3, 4, 5 and the SEC's own. */
export const EDGAR_TRANSFORM_NAMESPACES: readonly string[] = [
  IXT_NAMESPACES.trr3,
  IXT_NAMESPACES.trr4,
  IXT_NAMESPACES.trr5,
  IXT_NAMESPACES.sec,
];

const TRR1: Record<string, Transform> = {
  ...TRR1_DATES,
  numcommadot: numDotDecimal,
  numspacedot: numDotDecimal,
  numdotcomma: numCommaDecimal,
  numspacecomma: numCommaDecimal,
  numcomma: numCommaDecimal,
  numdash: zeroDash,
};

const TRR2: Record<string, Transform> = {
  ...TRR2_DATES,
  booleanfalse: fixedFalse,
  booleantrue: fixedTrue,
  nocontent: fixedEmpty,
  numcommadecimal: numCommaDecimal,
  numdotdecimal: numDotDecimal,
  numunitdecimal: numUnitDecimal,
  zerodash: zeroDash,
};

const TRR4: Record<string, Transform> = {
  ...TRR4_DATES,
  'fixed-empty': fixedEmpty,
  'fixed-false': fixedFalse,
  'fixed-true': fixedTrue,
  'fixed-zero': fixedZero,
  'num-comma-decimal': numCommaDecimal,
  'num-dot-decimal': numDotDecimal,
  'num-unit-decimal': numUnitDecimal,
};

const SEC: Record<string, Transform> = {
  boolballotbox: boolBallotBox,
  countrynameen: countryNameEn,
  datequarterend: dateQuarterEnd,
  durday: durDay,
  durhour: durHour,
  durmonth: durMonth,
  durweek: durWeek,
  durwordsen: durWordsEn,
  duryear: durYear,
  edgarprovcountryen: edgarProvCountryEn,
  entityfilercategoryen: entityFilerCategoryEn,
  exchnameen: exchNameEn,
  numinf: numInf,
  numnan: numNan,
  numneginf: numNegInf,
  numwordsen: numWordsEn,
  stateprovnameen: stateProvNameEn,
  yesnoballotbox: yesNoBallotBox,
};

const REGISTRIES = new Map<string, Record<string, Transform>>([
  [IXT_NAMESPACES.trr1, TRR1],
  [IXT_NAMESPACES.trr2, TRR2],
  [IXT_NAMESPACES.trr3, TRR2],
  [IXT_NAMESPACES.trr4, TRR4],
  [IXT_NAMESPACES.trr5, TRR4],
  [IXT_NAMESPACES.sec, SEC],
]);

function transformFor(format: QName): Transform | undefined {
  const registry = REGISTRIES.get(format.namespace);
  return registry && Object.hasOwn(registry, format.localName) ? registry[format.localName] : undefined;
}

/** Whether this reader knows the format (its namespace is a registry and the registry has the name). */
export function isKnownFormat(format: QName): boolean {
  return transformFor(format) !== undefined;
}

/** The XBRL value of displayed text under an ix `format`; an error for an unknown format or text that does not fit. */
export function applyTransform(format: QName, text: string): TransformResult {
  const transform = transformFor(format);
  if (!transform) return { error: `the format {${format.namespace}}${format.localName} is not a known transformation` };
  return transform(text);
}
