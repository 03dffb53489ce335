import { NUMBER_WORDS, wordsToInteger } from './sec-numwords.ts';
import { fail, type Transform, trimXmlWhitespace } from './transform.ts';

const NUMBER_WORDS_TEXT = new RegExp(`^${NUMBER_WORDS}$`, 'u');

/** numwordsen: "eighteen million three hundred thousand fifty-one" to 18300051. */
export const numWordsEn: Transform = (text) => {
  const trimmed = trimXmlWhitespace(text);
  if (!NUMBER_WORDS_TEXT.test(trimmed)) return fail('ixt-sec:numwordsen', text);
  return { value: wordsToInteger(trimmed).toString() };
};

/** numinf, numneginf, numnan: the text is not examined, the value is the xs:double special value. */
export const numInf: Transform = () => ({ value: 'INF' });
export const numNegInf: Transform = () => ({ value: '-INF' });
export const numNan: Transform = () => ({ value: 'NaN' });
