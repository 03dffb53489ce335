export { filingHtml } from './filing-html.ts';
export { factBlocks, facts, imageKeys, inlineArbitrary, modelArbitrary, textArbitrary } from './model-arbitrary.ts';
