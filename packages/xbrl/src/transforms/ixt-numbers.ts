import { fail, type Transform, trimXmlWhitespace } from './transform.ts';

/**
 * Numbers written with digit grouping and a decimal mark, to xs:decimal lexical form: groups of three
 * digits separated by the grouping character (or a space or no-break space), then optionally the
 * decimal mark and digits. The value keeps every digit as written: no float on the way.
 */
function grouped(format: string, groupings: string, decimalMark: string): Transform {
  const group = `[${groupings} \\u00A0]`;
  const pattern = new RegExp(`^(?:([0-9]{1,3}(?:${group}?[0-9]{3})*)(?:\\${decimalMark}([0-9]*))?|\\${decimalMark}([0-9]+))$`);
  return (text) => {
    const trimmed = trimXmlWhitespace(text);
    const match = pattern.exec(trimmed);
    if (!match) return fail(format, text);
    const integer = (match[1] ?? '0').replace(/[^0-9]/g, '');
    const fraction = match[2] ?? match[3] ?? '';
    return { value: fraction ? `${integer}.${fraction}` : integer };
  };
}

export const numDotDecimal = grouped('num-dot-decimal', ",'", '.');
export const numCommaDecimal = grouped('num-comma-decimal', ".'", ',');

/** num-unit-decimal: "5 dollars 25 cents" style, a whole part and a one- or two-digit fraction in words around them. */
export const numUnitDecimal: Transform = (text) => {
  const match = /^([0-9]{1,3}(?:[,. \u00A0'][0-9]{3})*|[0-9]+)[^0-9]+(?:([0-9]{1,2})[^0-9]*)?$/.exec(trimXmlWhitespace(text));
  if (!match) return fail('num-unit-decimal', text);
  const integer = match[1]!.replace(/[^0-9]/g, '');
  return { value: match[2] ? `${integer}.${match[2].padStart(2, '0')}` : integer };
};
