import {
  COUNTRY_NAMES,
  EDGAR_PROVINCE_COUNTRY_NAMES,
  EXCHANGE_NAMES,
  FILER_CATEGORIES,
  type NameRow,
  STATE_PROVINCE_NAMES,
} from './sec-name-tables.ts';
import { fail, type Transform, trimXmlWhitespace } from './transform.ts';

/** A transformation from a name to its code: the first row whose expression matches the whole text. */
function byName(format: string, rows: readonly NameRow[]): Transform {
  const compiled = rows.map(([code, pattern]) => [code, new RegExp(`^(?:${pattern})$`, 'u')] as const);
  return (text) => {
    const trimmed = trimXmlWhitespace(text);
    for (const [code, pattern] of compiled) if (pattern.test(trimmed)) return { value: code };
    return fail(format, text);
  };
}

export const countryNameEn = byName('ixt-sec:countrynameen', COUNTRY_NAMES);
export const stateProvNameEn = byName('ixt-sec:stateprovnameen', STATE_PROVINCE_NAMES);
export const edgarProvCountryEn = byName('ixt-sec:edgarprovcountryen', EDGAR_PROVINCE_COUNTRY_NAMES);
export const exchNameEn = byName('ixt-sec:exchnameen', EXCHANGE_NAMES);
export const entityFilerCategoryEn = byName('ixt-sec:entityfilercategoryen', FILER_CATEGORIES);

/** A ballot box (U+2610 empty, U+2611 checked, U+2612 crossed) to one of two values. */
function ballotBox(format: string, unchecked: string, checked: string): Transform {
  return (text) => {
    const box = trimXmlWhitespace(text);
    if (box === '\u2610') return { value: unchecked };
    if (box === '\u2611' || box === '\u2612') return { value: checked };
    return fail(format, text);
  };
}

export const boolBallotBox = ballotBox('ixt-sec:boolballotbox', 'false', 'true');
export const yesNoBallotBox = ballotBox('ixt-sec:yesnoballotbox', 'No', 'Yes');
