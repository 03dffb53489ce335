const NUMBER = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/;

/**
 * A decimal or float lexical form ("0001.50", "15E-1") as one canonical text, so values compare by
 * number rather than by spelling; undefined when the text is not a number. Schema types are not
 * consulted, so a string that looks like a number is compared as one.
 */
export function canonicalNumber(text: string): string | undefined {
  const m = NUMBER.exec(text);
  if (!m || `${m[2]}${m[3] ?? ''}` === '') return undefined;
  let digits = `${m[2]}${m[3] ?? ''}`;
  let exponent = Number(m[4] ?? '0') - (m[3] ?? '').length;
  const lead = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(lead);
  if (digits === '') return '0';
  const trail = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trail);
  exponent += trail;
  return `${m[1] === '-' ? '-' : ''}${digits}e${exponent}`;
}
