/**
 * Exact decimal arithmetic for calculation checks: a value is `mantissa × 10^exponent` in BigInts,
 * so rounding to `decimals` places is exact (binary floats would round 2.675 the wrong way).
 */
export interface Decimal {
  mantissa: bigint;
  exponent: number;
}

const LEXICAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** A decimal (or float in exponent notation) from its lexical form; undefined for INF, NaN or junk. */
export function parseDecimal(text: string): Decimal | undefined {
  const m = LEXICAL.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const digits = `${m[2]}${m[3] ?? ''}`;
  const mantissa = BigInt(digits || '0') * (m[1] === '-' ? -1n : 1n);
  return { mantissa, exponent: Number(m[4] ?? '0') - (m[3] ?? '').length };
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const e = Math.min(a.exponent, b.exponent);
  return [a.mantissa * 10n ** BigInt(a.exponent - e), b.mantissa * 10n ** BigInt(b.exponent - e), e];
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, e] = align(a, b);
  return { mantissa: x + y, exponent: e };
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { mantissa: a.mantissa * b.mantissa, exponent: a.exponent + b.exponent };
}

export function equal(a: Decimal, b: Decimal): boolean {
  const [x, y] = align(a, b);
  return x === y;
}

/** Rounds to `decimals` places, ties to even (XBRL 2.1 §4.6.7.2 as the conformance suite reads it). */
export function round(a: Decimal, decimals: number): Decimal {
  if (!Number.isFinite(decimals) || a.exponent >= -decimals) return a;
  const drop = 10n ** BigInt(-decimals - a.exponent);
  const negative = a.mantissa < 0n;
  const abs = negative ? -a.mantissa : a.mantissa;
  let q = abs / drop;
  const r = abs % drop;
  if (r * 2n > drop || (r * 2n === drop && q % 2n === 1n)) q += 1n;
  return { mantissa: negative ? -q : q, exponent: -decimals };
}

/** floor(log10(|a|)): the position of the leading digit; undefined for zero. */
export function magnitude(a: Decimal): number | undefined {
  if (a.mantissa === 0n) return undefined;
  const digits = (a.mantissa < 0n ? -a.mantissa : a.mantissa).toString().length;
  return digits - 1 + a.exponent;
}

export function toText(a: Decimal): string {
  const negative = a.mantissa < 0n;
  let digits = (negative ? -a.mantissa : a.mantissa).toString();
  if (a.exponent >= 0) return (negative ? '-' : '') + digits + '0'.repeat(a.exponent);
  digits = digits.padStart(-a.exponent + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, a.exponent)}.${digits.slice(a.exponent)}`;
}
