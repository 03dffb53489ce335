const DECIMAL = /^([+-]?)([0-9]*)(?:\.([0-9]*))?$/;

/**
 * value × 10^scale, negated when asked, done on the digit string so that no digit is lost to binary
 * floating point; the result is in canonical xs:decimal form (no leading or trailing zeros beyond
 * one before the point, no point when the value is whole, "0" never negative). Undefined when the
 * value is not a decimal.
 */
export function scaleDecimal(value: string, scale: number, negate: boolean): string | undefined {
  const match = DECIMAL.exec(value);
  if (!match || (match[2] === '' && !match[3])) return undefined;
  const [, sign, integer = '', fraction = ''] = match;
  const digits = integer + fraction;
  let point = integer.length + scale;
  let padded = digits;
  if (point > padded.length) padded = padded.padEnd(point, '0');
  if (point < 0) {
    padded = '0'.repeat(-point) + padded;
    point = 0;
  }
  const whole = padded.slice(0, point).replace(/^0+/, '') || '0';
  const part = padded.slice(point).replace(/0+$/, '');
  const magnitude = part ? `${whole}.${part}` : whole;
  const negative = (sign === '-') !== negate;
  return negative && magnitude !== '0' ? `-${magnitude}` : magnitude;
}
