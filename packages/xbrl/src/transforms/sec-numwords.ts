import { DASH, SPACE } from './transform.ts';

// The grammar of English number words in short-form notation, as the ixt-sec schema describes it:
// units to nineteen, tens with an optional hyphenated unit, hundreds, then the scale words.
const UNIT =
  '[Oo]ne|[Tt](?:wo|hree|en|welve|hirteen)|[Ff](?:our(?:teen)?|ive|ifteen)|[Ss](?:ix(?:teen)?|even(?:teen)?)|[Ee](?:ight(?:een)?|leven)|[Nn]ine(?:teen)?';
const DIGIT = '[Oo]ne|[Tt](?:wo|hree)|[Ff](?:our|ive)|[Ss](?:ix|even)|[Ee]ight|[Nn]ine';
const TENS = '[Tt](?:wenty|hirty)|[Ff](?:orty|ifty)|[Ss](?:ixty|eventy)|[Ee]ighty|[Nn]inety';
const BELOW_100 = `(?:${UNIT})|(?:${TENS})(?:(?:${DASH}|${SPACE}+)(?:${DIGIT}))?`;

/** One to 999 in words; `joiner` is what may stand between a number and "hundred". */
export function belowThousand(joiner: string): string {
  return `(?:(?:${UNIT})${joiner}[Hh]undred(?:${joiner}(?:and${SPACE}+)?(?:${BELOW_100}))?|${BELOW_100})`;
}

const SCALES = ['[Qq]uintillion', '[Qq]uadrillion', '[Tt]rillion', '[Bb]illion', '[Mm]illion'];
const HUNDREDS = belowThousand(`${SPACE}+`);
const THOUSANDS = `(?:${HUNDREDS}${SPACE}+[Tt]housand(?:(?:${SPACE}*,${SPACE}*|${SPACE}+)(?:and${SPACE}+)?${HUNDREDS})?|${HUNDREDS})`;

const SCALED = SCALES.map((scale) => `(?:${HUNDREDS}${SPACE}+${scale}(?:${SPACE}*,)?${SPACE}*)?`).join('');

/** A whole number in words from one up to the quintillions, or zero; the lookahead keeps it from being empty. */
export const NUMBER_WORDS = `(?:(?=[^\\s])${SCALED}(?:${THOUSANDS})?|[Zz]ero|[Nn]o(?:ne)?|[Nn]il)`;

const SMALL =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TEN_MULTIPLES = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const VALUES: Record<string, bigint> = {
  ...Object.fromEntries(SMALL.map((word, i) => [word, BigInt(i)])),
  ...Object.fromEntries(TEN_MULTIPLES.map((word, i) => [word, BigInt((i + 2) * 10)])),
  no: 0n,
  none: 0n,
  nil: 0n,
};

const SCALE_VALUES: Record<string, bigint> = {
  thousand: 10n ** 3n,
  million: 10n ** 6n,
  billion: 10n ** 9n,
  trillion: 10n ** 12n,
  quadrillion: 10n ** 15n,
  quintillion: 10n ** 18n,
};

/** The value of number words the grammar above accepted (so every word is known). */
export function wordsToInteger(words: string): bigint {
  let total = 0n;
  let current = 0n;
  for (const word of words.toLowerCase().split(new RegExp(`(?:${DASH}|${SPACE}|,)+`, 'u'))) {
    if (word === '' || word === 'and') continue;
    if (word === 'hundred') current *= 100n;
    else if (word in SCALE_VALUES) {
      total += current * SCALE_VALUES[word]!;
      current = 0n;
    } else current += VALUES[word] ?? 0n;
  }
  return total + current;
}
