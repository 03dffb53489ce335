import type { Transform } from './transform.ts';

/** Transformations whose value does not depend on the text: booleans, zero and empty content. */
const fixed =
  (value: string): Transform =>
  () => ({ value });

export const fixedFalse = fixed('false');
export const fixedTrue = fixed('true');
export const fixedZero = fixed('0');
export const fixedEmpty = fixed('');

/** zerodash (TRR 1–3): a dash standing for zero; the text must be a single dash. */
export const zeroDash: Transform = (text) =>
  /^[\t\n\r ]*[-\u058A\u05BE\u2010-\u2015\uFE58\uFE63\uFF0D][\t\n\r ]*$/.test(text)
    ? { value: '0' }
    : { error: `"${text}" is not a dash standing for zero` };
