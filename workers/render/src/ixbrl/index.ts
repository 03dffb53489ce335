export { COVER_FACTS, type CoverFactRule, type CoverFacts } from './cover-facts.ts';
export { ixErrorLog } from './error-log.ts';
export {
  type ExtractedContext,
  type ExtractedFact,
  type ExtractedUnit,
  extractFacts,
  type InlineXbrlContent,
  readInlineXbrl,
} from './extract-facts.ts';
export type { IxFactSummary } from './fact-writer.ts';
export { type InlineXbrl, type InlineXbrlOptions, inlineXbrl } from './inline-xbrl.ts';
export { hasBlockingErrors, type IxError, type IxErrorCode } from './ix-error.ts';
export { metadataOfInlineXbrl } from './metadata-of-inline-xbrl.ts';
export { coverFactsOf, missingRequiredFacts } from './required-facts.ts';
export { EDGAR_TRANSFORM_REGISTRIES } from './transform-registries.ts';
export { BUNDLED_IXBRL_SCHEMA_DIR, IXBRL_SCHEMA_ENTRY, ixbrlSchemaDirs, validateInlineXbrl } from './validate-inline-xbrl.ts';
