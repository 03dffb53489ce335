/**
 * The Validator's project fields (spec §3: name, form description, method) and their messages
 * (spec §5, verbatim).
 */
export const PROJECT_MESSAGES = {
  name: 'Please enter the project name',
  formDescription: 'Please select form Description',
  method: 'Please select a method',
} as const;

/** Longest project name: a filing's working title, never a paragraph. */
export const PROJECT_NAME_MAX = 120;

/**
 * The forms a project validates, as EDGAR names them: the periodic and registration forms that
 * carry XBRL. The form decides which cover-page (dei) facts the EDGAR rules require.
 */
export const FORM_DESCRIPTIONS = [
  '10-K',
  '10-K/A',
  '10-Q',
  '10-Q/A',
  '8-K',
  '8-K/A',
  '20-F',
  '20-F/A',
  '40-F',
  '40-F/A',
  '6-K',
  '6-K/A',
  'S-1',
  'S-1/A',
  'S-4',
  'F-1',
  'N-CSR',
  'N-CSRS',
  '485BPOS',
  '497',
] as const;
export type FormDescription = (typeof FORM_DESCRIPTIONS)[number];

/** How the filing carries its XBRL: Inline XBRL in the HTML document, or a separate XBRL 2.1 instance. */
export const VALIDATION_METHODS = [
  { id: 'ixbrl', label: 'Inline XBRL' },
  { id: 'xbrl', label: 'XBRL 2.1 instance' },
] as const;
export type ValidationMethod = (typeof VALIDATION_METHODS)[number]['id'];

/** Findings by severity, worst first: the order the results screen groups them in. */
export const VALIDATION_SEVERITIES = ['error', 'inconsistency', 'warning', 'info'] as const;
export type ValidationSeverity = (typeof VALIDATION_SEVERITIES)[number];

/**
 * A validation run's state. `queued` and `running` are live; `passed` (no errors), `failed` (errors
 * found) and `crashed` (the file could not be processed at all; the log says why) are final.
 */
export const RUN_STATES = ['queued', 'running', 'passed', 'failed', 'crashed'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** Largest filing upload: a 10-K submission zip with its extension taxonomy is a few MB. */
export const FILING_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** What a zip may hold when unpacked, and how many entries: past either it is refused as a bomb. */
export const FILING_ZIP_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const FILING_ZIP_MAX_ENTRIES = 2_000;
