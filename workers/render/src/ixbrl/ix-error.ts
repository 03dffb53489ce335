/**
 * What is wrong with an Inline XBRL output or the document it is made from. Every problem is a
 * value, never an exception: the library's job turns the list into the downloadable error log.
 */
export type IxErrorCode =
  /** A fact names a context the metadata lacks, or a context that cannot be written. */
  | 'context-missing'
  /** A numeric fact names a unit the metadata lacks, or a unit that cannot be written. */
  | 'unit-missing'
  /** A fact's format is not a transformation of a registry EDGAR accepts. */
  | 'format-unsupported'
  /** A QName's prefix (concept, format, measure, dimension) is not declared by the metadata. */
  | 'namespace-missing'
  /** A fact's own attributes cannot be written (name, decimals, scale, a numeric fact split in two). */
  | 'fact-invalid'
  /** A numeric fact's displayed value does not read as a number in its format. */
  | 'fact-value'
  /** The metadata as a whole: no schemaRef, too many contexts, a namespace it may not redeclare. */
  | 'metadata'
  /** A cover-page dei fact the form type requires is not tagged (or has a value the form refuses). */
  | 'required-fact'
  /** The document is not well-formed XML. */
  | 'xml'
  /** The document breaks the XHTML 1.1 + Inline XBRL 1.1 schema. */
  | 'schema'
  /** The schema files could not be read or compiled (a configuration problem, not the document's). */
  | 'schema-setup';

export interface IxError {
  code: IxErrorCode;
  /** Errors make the output unusable; warnings are logged only. */
  severity: 'error' | 'warning';
  message: string;
  /** The fact concerned, by its id in the model (or in the metadata's hidden facts). */
  factId?: string;
  /** The concept concerned (a fact's name, a required dei concept). */
  concept?: string;
  /** Where in the XHTML, for problems found by parsing or schema validation (1-based). */
  line?: number;
  column?: number;
}

export const ixError = (code: IxErrorCode, message: string, extra: Partial<IxError> = {}): IxError => ({
  code,
  severity: 'error',
  message,
  ...extra,
});

export const ixWarning = (code: IxErrorCode, message: string, extra: Partial<IxError> = {}): IxError => ({
  code,
  severity: 'warning',
  message,
  ...extra,
});

/** Whether the list holds anything that makes the output unusable (warnings do not). */
export function hasBlockingErrors(errors: readonly IxError[]): boolean {
  return errors.some((e) => e.severity === 'error');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** Text from the metadata or the model shown in a message: bounded, one line, printable. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const clean = text.replace(CONTROL, ' ');
  return clean.length > 120 ? `${clean.slice(0, 117)}...` : clean;
}
